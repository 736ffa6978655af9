import { sessionEndedResponse } from "@/lib/web/http/session-ended";
import { route } from "@/lib/web/http/route";

/**
 * Where a page sends a browser whose session cookie the server no longer honours (blocked,
 * role changed, password changed elsewhere, session signed out): clears it, then /login.
 */
export const GET = route({ access: "public" }, async ({ request }) => sessionEndedResponse(request));
