import { AsyncLocalStorage } from "node:async_hooks";

interface Availability {
  unavailable: boolean;
}

/**
 * next-auth clears the session cookie whenever its jwt callback throws, for any reason. When
 * the reason is a database outage, its answer must be thrown away: the callback reports the
 * outage here, and the web edge (lib/web/http/session-availability.ts) answers 503 instead,
 * with the browser's cookie untouched.
 */
const scope = new AsyncLocalStorage<Availability>();

/** Runs `work` and says whether a session check inside it reported the database unavailable. */
export async function trackSessionAvailability<T>(work: () => Promise<T>): Promise<{ value: T; unavailable: boolean }> {
  const state: Availability = { unavailable: false };
  const value = await scope.run(state, work);
  return { value, unavailable: state.unavailable };
}

/** Called by the jwt callback before it gives up on a session it could not check. */
export function reportSessionUnavailable(): void {
  const state = scope.getStore();
  if (state) state.unavailable = true;
}
