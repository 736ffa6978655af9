/**
 * What of an error may be written to a log. A failed database query carries its SQL and every
 * bound parameter (Drizzle puts them in the message, PGlite on the error itself, PostgreSQL's
 * `detail` repeats the offending value): a new account's password hash or a customer's email
 * would reach the log. Such errors are reduced to the statement's kind and table and the
 * SQLSTATE code; for every error only a known-safe set of fields is kept.
 */

export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  /** SQLSTATE for database errors (23505 unique violation…), Node's code for system errors. */
  code?: string;
  /** The constraint a database error names (schema, not data). */
  constraint?: string;
  cause?: SafeError;
}

const MAX_CAUSE_DEPTH = 5;

function field(value: object, key: string): unknown {
  return (value as Record<string, unknown>)[key];
}

function isErrorLike(value: unknown): value is Error {
  return value instanceof Error || (typeof value === "object" && value !== null && typeof field(value, "message") === "string");
}

/** A query error of Drizzle ("Failed query: …\nparams: …") or of a driver (query/params fields). */
function failedQueryText(error: Error): string | null {
  const query = field(error, "query");
  if (typeof query === "string") return query;
  const match = /^Failed query: ([\s\S]*?)(?:\nparams: [\s\S]*)?$/.exec(error.message);
  return match?.[1] ?? null;
}

/** "insert into users", "select from orders", "update jobs": the statement without its values. */
export function statementKind(query: string): string {
  const text = query.replace(/\s+/g, " ").trim().toLowerCase();
  const verb = /^(with|select|insert|update|delete|begin|commit|rollback|create|alter|drop|lock|listen|notify|set)\b/.exec(text)?.[1] ?? "query";
  const table =
    /^(?:insert into|update|delete from)\s+"?([a-z_][a-z0-9_.]*)"?/.exec(text)?.[1] ?? /\bfrom\s+"?([a-z_][a-z0-9_.]*)"?/.exec(text)?.[1];
  return table && verb !== "insert" && verb !== "update" && verb !== "delete" ? `${verb} from ${table}` : table ? `${verb} ${table}` : verb;
}

function typeOf(error: Error): string {
  const name = error.constructor?.name;
  return typeof name === "string" && name !== "Object" ? name : error.name;
}

/** Replaces the first line(s) of a V8 stack (the message) with the safe message. */
function stackWith(error: Error, message: string): string | undefined {
  if (typeof error.stack !== "string") return undefined;
  const frames = error.stack.indexOf("\n    at ");
  return `${typeOf(error)}: ${message}${frames >= 0 ? error.stack.slice(frames) : ""}`;
}

function stringField(error: Error, key: string): string | undefined {
  const value = field(error, key);
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

/** The loggable description of any thrown value. */
export function safeError(value: unknown, depth = 0): SafeError {
  if (!isErrorLike(value)) return { type: typeof value, message: typeof value === "string" ? value : "non-error value thrown" };
  const query = failedQueryText(value);
  const causeValue = field(value, "cause");
  const cause = depth < MAX_CAUSE_DEPTH && isErrorLike(causeValue) ? safeError(causeValue, depth + 1) : undefined;
  // A driver error below a Drizzle error repeats the query: its own message is safe (Postgres
  // messages name columns and constraints, not values) but its fields are not.
  const message = query !== null && /^Failed query/.test(value.message) ? `Failed query (${statementKind(query)})` : value.message;
  const described: SafeError = { type: typeOf(value), message, stack: stackWith(value, message) };
  const code = stringField(value, "code") ?? cause?.code;
  if (code !== undefined) described.code = code;
  const constraint = stringField(value, "constraint") ?? stringField(value, "constraint_name") ?? cause?.constraint;
  if (constraint !== undefined) described.constraint = constraint;
  if (query !== null && !/^Failed query/.test(value.message)) described.message = `${value.message} (${statementKind(query)})`;
  if (cause) described.cause = cause;
  return described;
}
