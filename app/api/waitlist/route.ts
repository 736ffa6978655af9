import { getSessionUser } from "@/lib/auth/session";
import { addressFromHeaders } from "@/lib/kernel/client-address";
import { joinWaitlist, waitlistJoinSchema } from "@/lib/waitlist/join";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/**
 * POST /api/waitlist: "Join the waitlist" in the booking wizard when the chosen day or time is
 * full (docs/product.md#waitlist). Open to visitors and customers (a signed-in customer's entry
 * is theirs); a public write like the saved quote (same origin, waits during maintenance),
 * counted per client address. The visit's length is priced here from the answers.
 */
export const POST = route({ access: "public", body: waitlistJoinSchema, maxBodyBytes: 16 * 1024 }, async ({ request, body, database }) => {
  const customerId = (await getSessionUser())?.id ?? null;
  const result = await joinWaitlist(await database(), body, { address: addressFromHeaders(request.headers), now: new Date(), customerId });
  return result.ok ? ok({ joined: true }) : result;
});
