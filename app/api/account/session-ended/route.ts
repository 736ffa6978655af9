import { sessionEndedResponse } from "@/lib/auth/session-ended";

/**
 * Where a page sends a browser whose session cookie the server no longer honours (blocked,
 * role changed, password changed elsewhere, session signed out): clears it, then /login.
 */
export async function GET(request: Request): Promise<Response> {
  return sessionEndedResponse(request);
}
