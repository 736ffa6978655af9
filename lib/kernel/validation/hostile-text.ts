/** Deeper than any form we have; far below what could exhaust a stack further on. */
export const MAX_JSON_DEPTH = 32;

export type TextProblem = { path: string; message: string } | null;

export const NUL_MESSAGE = "This text contains a NUL character, which we cannot store. Please remove it.";
export const ILL_FORMED_MESSAGE = "This text contains a broken character (a lone UTF-16 surrogate). Please type it again.";
export const TOO_DEEP_MESSAGE = "The request is nested too deeply.";

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function stringProblem(text: string): string | null {
  if (text.includes("\u0000")) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return ILL_FORMED_MESSAGE;
  return null;
}

/** True when objects and arrays nest deeper than MAX_JSON_DEPTH; iterative, so it cannot overflow. */
export function nestedTooDeep(value: unknown): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if (typeof item.value !== "object" || item.value === null) continue;
    if (item.depth >= MAX_JSON_DEPTH) return true;
    for (const child of Object.values(item.value)) pending.push({ value: child, depth: item.depth + 1 });
  }
  return false;
}

/**
 * The first string (value or object key) anywhere in a parsed body, query or path that
 * PostgreSQL cannot store: a NUL character, or a lone surrogate (valid in JavaScript and JSON
 * escapes, but not UTF-8). Also refuses nesting deeper than MAX_JSON_DEPTH. Walks with its own
 * stack, so a hostile nesting depth cannot overflow the call stack.
 */
export function findHostileText(value: unknown): TextProblem {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: "", depth: 0 }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { path, depth } = item;
    if (typeof item.value === "string") {
      const message = stringProblem(item.value);
      if (message) return { path: path || "form", message };
      continue;
    }
    if (typeof item.value !== "object" || item.value === null) continue;
    if (depth >= MAX_JSON_DEPTH) return { path: path || "form", message: TOO_DEEP_MESSAGE };
    for (const [key, child] of Object.entries(item.value)) {
      const childPath = path ? `${path}.${key}` : key;
      const keyMessage = stringProblem(key);
      if (keyMessage) return { path: path || "form", message: keyMessage };
      pending.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}
