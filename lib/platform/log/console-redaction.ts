import { safeError } from "./safe-error";

/**
 * Next prints errors it catches (a page or route handler that threw) with console.error, which
 * shows every field of the error: a failed query's SQL and bound values included. server.ts
 * routes console.error and console.warn through this so that errors print as their safe
 * description (type, message, code, stack) and nothing else.
 */
export function redactConsoleErrors(target: Pick<Console, "error" | "warn"> = console): void {
  for (const method of ["error", "warn"] as const) {
    const original = target[method].bind(target);
    target[method] = (...args: unknown[]) => original(...args.map(describeIfError));
  }
}

function describeIfError(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  const described = safeError(value);
  const code = described.code ? ` [${described.code}]` : "";
  const cause = described.cause ? `\nCaused by: ${described.cause.stack ?? `${described.cause.type}: ${described.cause.message}`}` : "";
  return `${described.stack ?? `${described.type}: ${described.message}`}${code}${cause}`;
}
