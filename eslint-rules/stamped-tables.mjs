/**
 * Which columns of our tables take the time by themselves, read from the Drizzle schema with the
 * TypeScript parser (once per folder and lint run), for eslint-rules/no-ambient-clock.mjs.
 * On insert: `createdAt()` and any `.defaultNow()` column (the database's clock); on update:
 * a column with `$onUpdate` (Drizzle fills it with the process's clock). `...timestamps()`
 * (lib/platform/db/schema/columns.ts) gives `createdAt` and `updatedAt`.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const cache = new Map();

/** Table variable → { insert: column names, update: column names }, for tables with any. */
export function stampedTables(folder) {
  const cached = cache.get(folder);
  if (cached) return cached;
  const tables = new Map();
  const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts")) : [];
  for (const name of files) {
    const file = path.join(folder, name);
    const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const columns = columnsOfTable(declaration.initializer);
        if (!columns || !ts.isIdentifier(declaration.name)) continue;
        const stamps = stampsOf(columns, source);
        if (stamps.insert.length > 0 || stamps.update.length > 0) tables.set(declaration.name.text, stamps);
      }
    }
  }
  cache.set(folder, tables);
  return tables;
}

/** The column object of `pgTable("name", { ... }, ...)`, or null. */
function columnsOfTable(initializer) {
  if (!initializer || !ts.isCallExpression(initializer) || !ts.isIdentifier(initializer.expression) || initializer.expression.text !== "pgTable") return null;
  const columns = initializer.arguments[1];
  return columns && ts.isObjectLiteralExpression(columns) ? columns : null;
}

function stampsOf(columns, source) {
  const insert = [];
  const update = [];
  for (const property of columns.properties) {
    if (ts.isSpreadAssignment(property)) {
      if (property.expression.getText(source) === "timestamps()") {
        insert.push("createdAt", "updatedAt");
        update.push("updatedAt");
      }
      continue;
    }
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
    const text = property.initializer.getText(source);
    if (/^createdAt\(\)$|\.defaultNow\(\)/.test(text)) insert.push(property.name.text);
    if (/\.\$onUpdate\(/.test(text)) update.push(property.name.text);
  }
  return { insert, update };
}
