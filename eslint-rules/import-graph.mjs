/**
 * The import graph of our own source files, read with the TypeScript parser and cached for the
 * whole lint run, for the rules beside this file. `imports` leaves type-only imports out (they
 * are erased before anything runs or is bundled); `allImports` keeps them for the layout rules.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export const ROOT = process.cwd();
const EXTENSIONS = [".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];

/** Per lint run: file → its facts, so a module shared by many client files is parsed once. */
const factsCache = new Map();

/** The file an import of ours points at ("@/..." or relative), or null for a package. */
export function resolveLocal(fromFile, specifier) {
  let base;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  for (const ending of ["", ...EXTENSIONS]) {
    const candidate = base + ending;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The directive prologue of a file: "use client" / "use server" before any statement. */
function directivesOf(sourceFile) {
  const directives = new Set();
  for (const statement of sourceFile.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break;
    directives.add(statement.expression.text);
  }
  return directives;
}

/** Imports and re-exports of a file (static and dynamic), each marked type-only or not. */
function importsOf(sourceFile) {
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((element) => element.isTypeOnly));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: Boolean(typeOnly) });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = node.isTypeOnly || (node.exportClause && ts.isNamedExports(node.exportClause) && node.exportClause.elements.length > 0 && node.exportClause.elements.every((element) => element.isTypeOnly));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: Boolean(typeOnly) });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/**
 * A file's directives ("use client", "use server"), the specifiers it imports as values, and
 * every specifier it imports at all (types too: a type import still ties two folders together).
 */
export function factsOf(file) {
  const cached = factsCache.get(file);
  if (cached) return cached;
  const text = fs.readFileSync(file, "utf8");
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = importsOf(sourceFile);
  const facts = {
    directives: directivesOf(sourceFile),
    imports: found.filter(({ typeOnly }) => !typeOnly).map(({ specifier }) => specifier),
    allImports: found.map(({ specifier }) => specifier),
  };
  factsCache.set(file, facts);
  return facts;
}

export const relative = (file) => path.relative(ROOT, file);

/** ESLint visitors that call `check(node, specifier)` for each value import or re-export of the linted file. */
export function valueImportVisitors(check) {
  return {
    ImportDeclaration(node) {
      if (node.importKind === "type") return;
      if (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === "type")) return;
      check(node, node.source.value);
    },
    ExportNamedDeclaration(node) {
      if (node.source && node.exportKind !== "type") check(node, node.source.value);
    },
    ExportAllDeclaration(node) {
      if (node.exportKind !== "type") check(node, node.source.value);
    },
    ImportExpression(node) {
      if (node.source.type === "Literal" && typeof node.source.value === "string") check(node, node.source.value);
    },
  };
}
