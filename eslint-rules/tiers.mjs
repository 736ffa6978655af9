/**
 * ESLint rules for the layout of the code (docs/architecture.md, "Tiers"). The tree says the
 * tier by path prefix, so a new folder can never be forgotten in a list:
 *
 *   lib/kernel/    pure helpers that know no business and do no I/O
 *   lib/platform/  infrastructure: database, mail, jobs, configuration, logs, metrics, events
 *   lib/<domain>/  the product's rules, one folder a domain
 *   lib/web/       what faces the network: route(), the server process, the real-time hub
 *   lib/startup/   the composition root that plugs domains into the platform, and the demo
 *   components/    React components
 *   everything else (app/, proxy.ts, server.ts, scripts/) at the top
 *
 * `local/tiers`: a file imports only from its own tier or a lower one. `local/no-folder-cycle`:
 * the folders (lib/<tier>/<name>, lib/<domain>, lib/startup/<name>, components/<name>) import
 * each other in no loop. Both count type imports too: a type import still ties two folders together, and a
 * reader follows it like any other. Tests are left out; shared test support is not.
 */
import fs from "node:fs";
import path from "node:path";
import { factsOf, resolveLocal } from "./import-graph.mjs";
import { problemRule } from "./problem-rule.mjs";

const TIERS = [
  { name: "kernel", matches: (file) => file.startsWith("lib/kernel/") },
  { name: "platform", matches: (file) => file.startsWith("lib/platform/") },
  { name: "domain", matches: (file) => file.startsWith("lib/") && !file.startsWith("lib/web/") && !file.startsWith("lib/startup/") },
  { name: "web", matches: (file) => file.startsWith("lib/web/") },
  { name: "startup", matches: (file) => file.startsWith("lib/startup/") },
  { name: "components", matches: (file) => file.startsWith("components/") },
  { name: "app", matches: () => true },
];

const isTest = (file) => /\.test\.(ts|tsx|mjs)$/.test(file);
const posix = (file) => file.split(path.sep).join("/");

/** The tier of a path relative to the project's root, with its rank (0 is the ground). */
export function tierOf(file) {
  const rank = TIERS.findIndex((tier) => tier.matches(file));
  return { name: TIERS[rank].name, rank };
}

/** The folder a file counts in for cycles, or null outside lib/ and components/. */
export function folderOf(file) {
  const parts = file.split("/");
  if (parts[0] === "components" && parts.length > 2) return parts.slice(0, 2).join("/");
  if (parts[0] !== "lib" || parts.length < 3) return null;
  if (["kernel", "platform", "web"].includes(parts[1])) return parts.length > 3 ? parts.slice(0, 3).join("/") : parts.slice(0, 2).join("/");
  if (parts[1] === "startup" && parts.length > 3) return parts.slice(0, 3).join("/");
  return parts.slice(0, 2).join("/");
}

/** Every import of a file that points at one of our files, as paths relative to `root`. */
function targetsOf(root, absolute) {
  return factsOf(absolute)
    .allImports.map((specifier) => resolveLocal(absolute, specifier))
    .filter((target) => target !== null)
    .map((target) => posix(path.relative(root, target)));
}

/** Per lint run and root: folder → (folder it imports → one file import that shows it). */
const graphs = new Map();

function listSources(root, folder, into) {
  const absolute = path.join(root, folder);
  if (!fs.existsSync(absolute)) return into;
  for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
    const child = `${folder}/${entry.name}`;
    if (entry.isDirectory()) listSources(root, child, into);
    else if (/\.(ts|tsx)$/.test(entry.name) && !isTest(entry.name)) into.push(child);
  }
  return into;
}

function folderGraph(root) {
  const cached = graphs.get(root);
  if (cached) return cached;
  const graph = new Map();
  for (const file of [...listSources(root, "lib", []), ...listSources(root, "components", [])]) {
    const from = folderOf(file);
    if (!from) continue;
    for (const target of targetsOf(root, path.join(root, file))) {
      const to = folderOf(target);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from).has(to)) graph.get(from).set(to, `${file} → ${target}`);
    }
  }
  graphs.set(root, graph);
  return graph;
}

/** A path of folder imports from `from` to `to`, each step with the file import that makes it, or null. */
function folderPath(graph, from, to, seen = new Set()) {
  if (from === to) return [];
  if (seen.has(from)) return null;
  seen.add(from);
  for (const [next, example] of graph.get(from) ?? []) {
    const rest = folderPath(graph, next, to, seen);
    if (rest) return [example, ...rest];
  }
  return null;
}

/**
 * ESLint visitors that call `check(node, file, target)` for every import of the linted file that
 * points at one of our files (types included), both as paths from the project's root; none for
 * a test or a file outside the project.
 */
function everyLocalImport(context, check) {
  const root = context.cwd;
  const file = posix(path.relative(root, context.filename));
  if (isTest(file) || file.startsWith("..")) return {};
  const visit = (node, specifier) => {
    const target = typeof specifier === "string" ? resolveLocal(context.filename, specifier) : null;
    if (target) check(node, file, posix(path.relative(root, target)));
  };
  const literal = (node) => (node?.type === "Literal" ? node.value : null);
  return {
    ImportDeclaration: (node) => visit(node, node.source.value),
    ExportNamedDeclaration: (node) => node.source && visit(node, node.source.value),
    ExportAllDeclaration: (node) => visit(node, node.source.value),
    ImportExpression: (node) => visit(node, literal(node.source)),
  };
}

/**
 * A rule that judges every local import of a file (see `everyLocalImport`): `judge` returns the
 * data of the report for an import that breaks the rule, or null.
 */
function localImportRule({ description, message, judge }) {
  return problemRule({
    description,
    messages: { refused: message },
    create(context) {
      return everyLocalImport(context, (node, file, target) => {
        const data = judge(file, target, context.cwd);
        if (data) context.report({ node, messageId: "refused", data });
      });
    },
  });
}

export const tiers = localImportRule({
  description: "A file imports only from its own tier or a lower one (kernel, platform, domains, web, startup, components, app).",
  message: "{{from}} is in the {{fromTier}} tier and may not import {{to}}, in the {{toTier}} tier above it (docs/architecture.md, \"Tiers\").",
  judge(file, to) {
    const [own, theirs] = [tierOf(file), tierOf(to)];
    return theirs.rank > own.rank ? { from: file, fromTier: own.name, to, toTier: theirs.name } : null;
  },
});

export const noFolderCycle = localImportRule({
  description: "The folders of lib/ and components/ import each other (types included) in no loop.",
  message: "Folder loop: {{steps}}. Move the shared part down, or let the lower folder announce an event (docs/architecture.md, \"Tiers\").",
  judge(file, targetFile, root) {
    const [from, to] = [folderOf(file), folderOf(targetFile)];
    if (!from || !to || to === from) return null;
    const back = folderPath(folderGraph(root), to, from);
    return back ? { steps: [`${file} → ${targetFile}`, ...back].join(", then ") } : null;
  },
});
