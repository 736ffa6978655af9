import type { Rule } from "eslint";

export declare const tiers: Rule.RuleModule;
export declare const noFolderCycle: Rule.RuleModule;
export declare function tierOf(file: string): { name: string; rank: number };
export declare function folderOf(file: string): string | null;
