import { AsyncLocalStorage } from "node:async_hooks";
import { failure, toResponse } from "@/lib/web/http/failure";

export const SESSION_UNAVAILABLE_MESSAGE = "We could not check your sign-in just now. Please try again in a moment.";
export const SESSION_RETRY_AFTER_SECONDS = 5;

interface Availability {
  unavailable: boolean;
}

/**
 * next-auth clears the session cookie whenever its jwt callback throws, for any reason. When
 * the reason is a database outage, its answer is thrown away: the callback reports the outage
 * here and the browser gets a 503 with its cookie untouched.
 */
const scope = new AsyncLocalStorage<Availability>();

export async function withSessionAvailability(run: () => Promise<Response>): Promise<Response> {
  const state: Availability = { unavailable: false };
  const response = await scope.run(state, run);
  return state.unavailable ? sessionUnavailableResponse() : response;
}

/** Called by the jwt callback before it gives up on a session it could not check. */
export function reportSessionUnavailable(): void {
  const state = scope.getStore();
  if (state) state.unavailable = true;
}

export function sessionUnavailableResponse(): Response {
  return toResponse(failure(503, SESSION_UNAVAILABLE_MESSAGE, { retryAfterSeconds: SESSION_RETRY_AFTER_SECONDS }));
}
