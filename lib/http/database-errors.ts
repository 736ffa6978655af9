import { failure, type Failure } from "./failure";

/**
 * SQLSTATEs that mean "the value sent cannot be stored" rather than "the server broke": bad
 * characters for the encoding (22021, 22P05), text that is not the column's type (22P02,
 * 22007, 22008), numbers out of range (22003) and text too long (22001). Zod should stop them
 * first; when one slips through it is still the client's input, so a 400, not a 500.
 */
const BAD_INPUT_STATES = new Set(["22001", "22003", "22007", "22008", "22021", "22P02", "22P05"]);

export const BAD_VALUE_MESSAGE = "Some of what you sent cannot be stored. Please check the values and try again.";

/** The SQLSTATE of an error from pg or PGlite, looking through wrappers such as Drizzle's. */
function sqlStateOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth += 1) {
    const code: unknown = Reflect.get(current, "code");
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = Reflect.get(current, "cause");
  }
  return null;
}

/** A 400 for a database error caused by the input; null for anything else. */
export function badInputFailure(error: unknown): Failure | null {
  const state = sqlStateOf(error);
  return state !== null && BAD_INPUT_STATES.has(state) ? failure(400, BAD_VALUE_MESSAGE) : null;
}
