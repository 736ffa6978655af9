import type { Rule } from "eslint";

/** Types for the test: the rule itself is plain JavaScript that ESLint loads as is. */
export declare const noAmbientClock: Rule.RuleModule;
