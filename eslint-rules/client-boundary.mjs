/**
 * ESLint rule: a "use client" module, and everything it imports as a value, must stay out of
 * server code. Next bundles the whole import closure of a client module for the browser, so a
 * single helper file that imports the database schema ships Drizzle (and whatever else that file
 * reaches) to every visitor. Type-only imports are erased and do not count; a "use server" file
 * is a remote call for the client, so the walk stops there.
 *
 * What the closure may not reach: lib/platform/db (schema, client, helpers), a module importing the
 * `server-only` package, Node built-ins (`node:fs`, `crypto`, ...), and drizzle-orm itself.
 */
import { builtinModules } from "node:module";
import path from "node:path";
import { factsOf, relative, resolveLocal, valueImportVisitors } from "./import-graph.mjs";
import { problemRule } from "./problem-rule.mjs";

const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
const FORBIDDEN_PACKAGES = [/^drizzle-orm(\/|$)/, /^server-only$/];

/** Why a module cannot be in a client bundle, or null. */
function serverOnlyReason(file, facts) {
  if (relative(file).split(path.sep).slice(0, 3).join("/") === "lib/platform/db") return "is database code (lib/platform/db)";
  if (facts.imports.includes("server-only")) return "is marked server-only";
  return null;
}

function forbiddenPackage(specifier) {
  if (NODE_BUILTINS.has(specifier)) return `the Node built-in "${specifier}"`;
  if (FORBIDDEN_PACKAGES.some((pattern) => pattern.test(specifier))) return `"${specifier}"`;
  return null;
}

/**
 * The first forbidden thing reachable from `file`, as the chain of files leading to it, or null.
 * `seen` holds the files this walk has entered, so each is read once and an import cycle ends.
 * (Parsing is cached for the whole lint run; the walk itself is cheap.)
 */
function findViolation(file, seen) {
  if (seen.has(file)) return null;
  seen.add(file);
  const facts = factsOf(file);
  if (facts.directives.has("use server")) return null;
  const reason = serverOnlyReason(file, facts);
  if (reason) return { chain: [relative(file)], reason };
  for (const specifier of facts.imports) {
    const packageReason = forbiddenPackage(specifier);
    if (packageReason) return { chain: [relative(file)], reason: `imports ${packageReason}` };
    const target = resolveLocal(file, specifier);
    if (!target) continue;
    const violation = findViolation(target, seen);
    if (violation) return { chain: [relative(file), ...violation.chain], reason: violation.reason };
  }
  return null;
}

export const clientBoundary = problemRule({
  description: 'A "use client" module must not reach lib/platform/db, server-only modules, Node built-ins or drizzle-orm through its value imports.',
  messages: { reaches: "This client module's import reaches server code: {{chain}} {{reason}}." },
  create(context) {
    const file = context.filename;
    if (!/\.(ts|tsx)$/.test(file) || /\.test\.tsx?$/.test(file)) return {};
    const facts = factsOf(file);
    if (!facts.directives.has("use client")) return {};
    const check = (node, specifier) => {
      const packageReason = forbiddenPackage(specifier);
      if (packageReason) {
        context.report({ node, messageId: "reaches", data: { chain: relative(file), reason: `imports ${packageReason}` } });
        return;
      }
      const target = resolveLocal(file, specifier);
      if (!target) return;
      const violation = findViolation(target, new Set([file]));
      if (violation) context.report({ node, messageId: "reaches", data: { chain: [relative(file), ...violation.chain].join(" → "), reason: violation.reason } });
    };
    return valueImportVisitors(check);
  },
});
