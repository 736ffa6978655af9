import { sqlStateOf } from "@/lib/platform/db/errors";
import { failure, type Failure } from "@/lib/kernel/failure";

/**
 * SQLSTATEs that mean "the value sent cannot be stored" rather than "the server broke": bad
 * characters for the encoding (22021, 22P05), text that is not the column's type (22P02,
 * 22007, 22008), numbers out of range (22003) and text too long (22001). Zod should stop them
 * first; when one slips through it is still the client's input, so a 400, not a 500.
 */
const BAD_INPUT_STATES = new Set(["22001", "22003", "22007", "22008", "22021", "22P02", "22P05"]);

export const BAD_VALUE_MESSAGE = "Some of what you sent cannot be stored. Please check the values and try again.";

/** A 400 for a database error caused by the input; null for anything else. */
export function badInputFailure(error: unknown): Failure | null {
  const state = sqlStateOf(error);
  return state !== null && BAD_INPUT_STATES.has(state) ? failure("invalid", BAD_VALUE_MESSAGE) : null;
}

/**
 * PostgreSQL gave up on the request (docs/operations.md, "Database timeouts"): a statement over
 * the statement timeout (57014), a transaction ended for idling (25P03), or no connection within
 * the connect timeout. The request may well work a moment later, so a 503 to retry.
 */
const TIMEOUT_STATES = new Set(["57014", "25P03"]);
const CONNECT_TIMEOUT = "CONNECT_TIMEOUT";
export const DATABASE_TIMEOUT_MESSAGE = "Our database took too long to answer. Please try again in a moment.";
const DATABASE_RETRY_AFTER_SECONDS = 5;

function isConnectTimeout(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth += 1) {
    if (Reflect.get(current, "code") === CONNECT_TIMEOUT) return true;
    current = Reflect.get(current, "cause");
  }
  return false;
}

/** A 503 with Retry-After for a database timeout; null for anything else. */
export function databaseTimeoutFailure(error: unknown): Failure | null {
  const state = sqlStateOf(error);
  if ((state !== null && TIMEOUT_STATES.has(state)) || isConnectTimeout(error)) {
    return failure("unavailable", DATABASE_TIMEOUT_MESSAGE, { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
  }
  return null;
}
