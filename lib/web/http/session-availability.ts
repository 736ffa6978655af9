import { trackSessionAvailability } from "@/lib/auth/session-availability";
import { failure } from "@/lib/kernel/failure";
import { toResponse } from "./answer";

export const SESSION_UNAVAILABLE_MESSAGE = "We could not check your sign-in just now. Please try again in a moment.";
export const SESSION_RETRY_AFTER_SECONDS = 5;

/**
 * next-auth's answer, unless a session check inside it found the database unavailable: then a
 * 503 with Retry-After, so next-auth's cleared cookie never reaches the browser.
 */
export async function withSessionAvailability(run: () => Promise<Response>): Promise<Response> {
  const { value, unavailable } = await trackSessionAvailability(run);
  return unavailable ? sessionUnavailableResponse() : value;
}

export function sessionUnavailableResponse(): Response {
  return toResponse(failure("unavailable", SESSION_UNAVAILABLE_MESSAGE, { retryAfterSeconds: SESSION_RETRY_AFTER_SECONDS }));
}
