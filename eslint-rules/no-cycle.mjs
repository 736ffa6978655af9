/**
 * ESLint rule: no import cycles among our own modules. In a cycle, which module finishes
 * loading first depends on who imported first, so a constant can be `undefined` at start-up in
 * one entry point and fine in another. Only value imports count: type-only imports are erased
 * (the schema may name a booking type while booking reads the schema). Faster than
 * import/no-cycle on this tree because the graph is parsed once per lint run.
 */
import { factsOf, relative, resolveLocal, valueImportVisitors } from "./import-graph.mjs";
import { problemRule } from "./problem-rule.mjs";

/** A path of files from `from` back to `to` through value imports, or null. */
function pathBack(from, to, seen) {
  if (from === to) return [to];
  if (seen.has(from)) return null;
  seen.add(from);
  for (const specifier of factsOf(from).imports) {
    const next = resolveLocal(from, specifier);
    if (!next) continue;
    const rest = pathBack(next, to, seen);
    if (rest) return [from, ...rest];
  }
  return null;
}

export const noCycle = problemRule({
  description: "Our modules import each other (as values) in no cycle.",
  messages: { cycle: "Import cycle: {{cycle}}." },
  create(context) {
    const file = context.filename;
    if (!/\.(ts|tsx|mjs)$/.test(file)) return {};
    return valueImportVisitors((node, specifier) => {
      const target = resolveLocal(file, specifier);
      if (!target || target === file) return;
      const back = pathBack(target, file, new Set());
      if (back) context.report({ node, messageId: "cycle", data: { cycle: [file, ...back].map(relative).join(" → ") } });
    });
  },
});
