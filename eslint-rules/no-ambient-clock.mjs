/**
 * ESLint rule: a function that was handed a clock uses it for everything it does
 * (docs/architecture.md, "Time is an input"). Inside such a function, and inside every callback
 * nested in it, reading the process's clock (`new Date()`, `Date.now()`) or the database's
 * (`now()`, `current_timestamp`, `current_date`… in an `sql` template) is reported, and so is a
 * call to one of the `writers` (functions that stamp a row, e.g. the audit log) without `at`:
 * such a write would carry another time than the change it belongs to, and a test that fixes
 * the clock would see the real date leak through.
 *
 * Rows count too: inserting into a table whose `createdAt` (or another `defaultNow()` column)
 * would come from the database's clock, or updating one whose `updatedAt` Drizzle would fill
 * with the process's clock, without setting that column (the tables are read from the schema
 * folder given as `schema`, eslint-rules/stamped-tables.mjs).
 *
 * A function has a clock when a parameter is named `now`, `at` or `clock`, destructures one of
 * those, is typed with an object type that has one, or is read as `param.now` / `param.at` /
 * `param.clock` in the function (options objects typed with a named interface). The seam itself
 * is allowed: a default value (`now = new Date()`, `{ now = new Date() }`) and a fallback after
 * the clock (`options.now ?? new Date()`).
 *
 * The rule only sees syntax, one function at a time: a call that omits an optional clock
 * argument, or a helper without a clock that writes for a caller that has one, is still for
 * review (and for the runs of the test suite at other instants, scripts/test-any-day.sh).
 */

import path from "node:path";
import { stampedTables } from "./stamped-tables.mjs";

const CLOCK_NAMES = new Set(["now", "at", "clock"]);
const DATABASE_CLOCK = /\b(now\s*\(\s*\)|current_timestamp|current_date|current_time|localtimestamp|localtime|transaction_timestamp\s*\(|statement_timestamp\s*\(|clock_timestamp\s*\()/i;
const FUNCTION_TYPES = new Set(["FunctionDeclaration", "FunctionExpression", "ArrowFunctionExpression"]);

const keyName = (property) => (property.key?.type === "Identifier" ? property.key.name : property.key?.type === "Literal" ? String(property.key.value) : null);

/** The clock member of a type annotation that is (or combines) an object type, or null. */
function clockMemberOf(type) {
  if (!type) return null;
  if (type.type === "TSTypeLiteral") {
    const member = type.members.find((entry) => entry.type === "TSPropertySignature" && CLOCK_NAMES.has(keyName(entry)));
    return member ? keyName(member) : null;
  }
  if (type.type === "TSIntersectionType" || type.type === "TSUnionType") return type.types.map(clockMemberOf).find(Boolean) ?? null;
  return null;
}

/** The clock a parameter declares by itself (its name, destructuring or type), or null. */
function declaredClock(param) {
  const target = param.type === "TSParameterProperty" ? param.parameter : param;
  const bound = target.type === "AssignmentPattern" ? target.left : target;
  if (bound.type === "Identifier") {
    if (CLOCK_NAMES.has(bound.name)) return bound.name;
    const member = clockMemberOf(bound.typeAnnotation?.typeAnnotation);
    if (member) return `${bound.name}.${member}`;
  }
  if (bound.type === "ObjectPattern") {
    const property = bound.properties.find((entry) => entry.type === "Property" && CLOCK_NAMES.has(keyName(entry)));
    if (property) return keyName(property);
    const member = clockMemberOf(bound.typeAnnotation?.typeAnnotation);
    if (member) return member;
  }
  return null;
}

/** Whether an expression reads a clock: `now`, `options.now`, `options.now?.()`, `this.clock`. */
function readsClock(expression) {
  let node = expression;
  if (node.type === "ChainExpression") node = node.expression;
  if (node.type === "CallExpression") node = node.callee;
  if (node.type === "ChainExpression") node = node.expression;
  if (node.type === "Identifier") return CLOCK_NAMES.has(node.name);
  return node.type === "MemberExpression" && !node.computed && CLOCK_NAMES.has(node.property.name);
}

/**
 * Whether `node` is the injection seam: a clock's default value (`now = new Date()`,
 * `{ now = new Date() }`) or its fallback (`options.now ?? new Date()`, `deps.now ?? (() => new Date())`).
 */
function isSeam(node) {
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent.type === "AssignmentPattern" && parent.right === child) {
      if (parent.left.type === "Identifier" && CLOCK_NAMES.has(parent.left.name)) return true;
      if (parent.parent?.type === "Property" && CLOCK_NAMES.has(keyName(parent.parent))) return true;
    }
    if (parent.type === "LogicalExpression" && (parent.operator === "??" || parent.operator === "||") && parent.right === child && readsClock(parent.left)) return true;
  }
  return false;
}

function enclosingFunctions(node) {
  const functions = [];
  for (let parent = node.parent; parent; parent = parent.parent) if (FUNCTION_TYPES.has(parent.type)) functions.push(parent);
  return functions;
}

/** The variable an identifier refers to, looked up from the scope around `node`. */
function variableOf(sourceCode, node, name) {
  for (let scope = sourceCode.getScope(node); scope; scope = scope.upper) {
    const variable = scope.set.get(name);
    if (variable) return variable;
  }
  return null;
}

/** An object literal behind an expression: itself, or the `const` it names (null when built elsewhere). */
function objectLiteralOf(sourceCode, expression) {
  if (expression?.type === "ObjectExpression") return expression;
  if (expression?.type !== "Identifier") return null;
  const definition = variableOf(sourceCode, expression, expression.name)?.defs[0];
  const init = definition?.type === "Variable" && definition.parent.kind === "const" ? definition.node.init : null;
  return init?.type === "ObjectExpression" ? init : null;
}

/**
 * The keys an object literal writes, following spreads of `const` object literals. A spread of
 * anything else (a helper's columns, a ternary) adds none: what it sets cannot be seen here, so
 * the stamps must be written beside it.
 */
function keysOf(sourceCode, object, seen = new Set()) {
  if (seen.has(object)) return new Set();
  seen.add(object);
  const keys = new Set();
  for (const property of object.properties) {
    if (property.type === "Property") {
      keys.add(keyName(property));
      continue;
    }
    const spread = objectLiteralOf(sourceCode, property.argument);
    if (spread) for (const key of keysOf(sourceCode, spread, seen)) keys.add(key);
  }
  return keys;
}

/**
 * The rows a `.values(…)` or `.set(…)` call writes, as object literals: one, an array of them,
 * or `list.map((item) => ({ … }))`. Null when the row is built elsewhere.
 */
function writtenObjects(sourceCode, argument) {
  const single = objectLiteralOf(sourceCode, argument);
  if (single) return [single];
  if (argument?.type === "ArrayExpression") {
    const objects = argument.elements.map((element) => objectLiteralOf(sourceCode, element));
    return objects.every(Boolean) ? objects : null;
  }
  const mapper = argument?.type === "CallExpression" && argument.callee.type === "MemberExpression" && argument.callee.property.name === "map" ? argument.arguments[0] : null;
  if (mapper?.type === "ArrowFunctionExpression" && mapper.body.type === "ObjectExpression") return [mapper.body];
  return null;
}

/**
 * For `db.insert(table).values(…)` and `db.update(table).set(…)`: the first clock column of the
 * table that the written row leaves to its default, or null.
 */
function unstampedColumns(sourceCode, node, tables) {
  const callee = node.callee;
  if (callee.type !== "MemberExpression" || callee.computed || callee.object.type !== "CallExpression") return null;
  const write = callee.property.name;
  const target = callee.object;
  const verb = target.callee.type === "MemberExpression" && !target.callee.computed ? target.callee.property.name : null;
  if (!((write === "values" && verb === "insert") || (write === "set" && verb === "update"))) return null;
  const tableNode = target.arguments[0];
  const table = tableNode?.type === "Identifier" ? tableNode.name : tableNode?.type === "MemberExpression" && !tableNode.computed ? tableNode.property.name : null;
  const stamps = table ? tables.get(table) : undefined;
  if (!stamps) return null;
  const columns = verb === "insert" ? stamps.insert : stamps.update;
  // A row built elsewhere shows no stamp: it is asked for here, beside the write.
  const written = writtenObjects(sourceCode, node.arguments[0])?.map((object) => keysOf(sourceCode, object)) ?? [new Set()];
  const column = written.map((keys) => columns.find((name) => !keys.has(name))).find(Boolean);
  return column ? { verb: verb === "insert" ? "Inserting into" : "Updating", table, column, whose: verb === "insert" ? "the database's" : "the process's" } : null;
}

export const noAmbientClock = {
  meta: {
    type: "problem",
    docs: { description: "A function handed a clock (now/at) reads no other: not new Date(), Date.now() or the database's now(), and stamps its writes with it." },
    schema: [
      {
        type: "object",
        properties: { writers: { type: "array", items: { type: "string" } }, schema: { type: "string" } },
        additionalProperties: false,
      },
    ],
    messages: {
      ambient: "{{what}} reads the real clock in a function that was handed one ({{clock}}): use that clock instead (docs/architecture.md, \"Time is an input\").",
      unstampedRow: "{{verb}} `{{table}}` leaves `{{column}}` to {{whose}} clock in a function that was handed one ({{clock}}): set it from that clock (docs/architecture.md, \"Time is an input\").",
      unstamped: "{{writer}}() without `at` stamps its row with the database's clock in a function that was handed one ({{clock}}): pass `at` (docs/architecture.md, \"Time is an input\").",
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;
    const writers = new Set(context.options[0]?.writers ?? []);
    const schemaFolder = context.options[0]?.schema;
    const tables = schemaFolder ? stampedTables(path.resolve(context.cwd, schemaFolder)) : new Map();
    /** Functions with a clock, and what the clock is called (for the message). */
    const clocks = new Map();
    const candidates = [];

    const markParameterClock = (node, name, property) => {
      const variable = variableOf(sourceCode, node, name);
      const definition = variable?.defs[0];
      if (definition?.type === "Parameter" && !clocks.has(definition.node)) clocks.set(definition.node, `${name}.${property}`);
    };
    const onFunction = (node) => {
      for (const param of node.params) {
        const clock = declaredClock(param);
        if (clock) {
          clocks.set(node, clock);
          return;
        }
      }
    };

    return {
      FunctionDeclaration: onFunction,
      FunctionExpression: onFunction,
      ArrowFunctionExpression: onFunction,
      MemberExpression(node) {
        if (node.computed || node.object.type !== "Identifier" || !CLOCK_NAMES.has(node.property.name)) return;
        // `rows.at(-1)` is Array#at, not a clock.
        if (node.parent.type === "CallExpression" && node.parent.callee === node) return;
        markParameterClock(node, node.object.name, node.property.name);
      },
      VariableDeclarator(node) {
        if (node.id.type !== "ObjectPattern" || node.init?.type !== "Identifier") return;
        const property = node.id.properties.find((entry) => entry.type === "Property" && CLOCK_NAMES.has(keyName(entry)));
        if (property) markParameterClock(node, node.init.name, keyName(property));
      },
      NewExpression(node) {
        if (node.callee.type === "Identifier" && node.callee.name === "Date" && node.arguments.length === 0 && !isSeam(node)) candidates.push({ node, what: "`new Date()`" });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === "MemberExpression" && !callee.computed && callee.object.type === "Identifier" && callee.object.name === "Date" && callee.property.name === "now") {
          if (!isSeam(node)) candidates.push({ node, what: "`Date.now()`" });
          return;
        }
        const row = unstampedColumns(sourceCode, node, tables);
        if (row) candidates.push({ node, row });
        const name = callee.type === "Identifier" ? callee.name : callee.type === "MemberExpression" && !callee.computed ? callee.property.name : null;
        if (!name || !writers.has(name)) return;
        const entries = node.arguments.map((argument) => objectLiteralOf(sourceCode, argument)).filter(Boolean);
        if (entries.length === 0) return; // built elsewhere: the rule cannot see inside
        if (entries.some((object) => keysOf(sourceCode, object).has("at"))) return;
        candidates.push({ node, writer: name });
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== "Identifier" || node.tag.name !== "sql") return;
        const text = node.quasi.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(" ");
        const match = DATABASE_CLOCK.exec(text);
        if (match) candidates.push({ node, what: `The database's \`${match[1].replace(/\s+/g, "")}\`` });
      },
      "Program:exit"() {
        for (const candidate of candidates) {
          const clocked = enclosingFunctions(candidate.node).find((fn) => clocks.has(fn));
          if (!clocked) continue;
          const clock = clocks.get(clocked);
          if (candidate.row) {
            const { verb, table, column, whose } = candidate.row;
            context.report({ node: candidate.node, messageId: "unstampedRow", data: { verb, table, column, whose, clock } });
          } else if (candidate.writer) context.report({ node: candidate.node, messageId: "unstamped", data: { writer: candidate.writer, clock } });
          else context.report({ node: candidate.node, messageId: "ambient", data: { what: candidate.what, clock } });
        }
      },
    };
  },
};
