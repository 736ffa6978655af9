import { sqlStateOf } from "@/lib/db/errors";
import { failure, type Failure } from "./failure";

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
  return state !== null && BAD_INPUT_STATES.has(state) ? failure(400, BAD_VALUE_MESSAGE) : null;
}
