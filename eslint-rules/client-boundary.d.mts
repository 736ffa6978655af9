import type { Rule } from "eslint";

/** Types for the test: the rule itself is plain JavaScript that ESLint loads as is. */
export declare const clientBoundary: Rule.RuleModule;
