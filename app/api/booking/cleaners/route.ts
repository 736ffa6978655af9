import { getSessionUser } from "@/lib/auth/session";
import { yourCleaners } from "@/lib/booking/availability/your-cleaners";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import type { YourCleanersAnswer } from "@/lib/booking/booking-form-reads-contract";

/**
 * GET /api/booking/cleaners: the signed-in customer's cleaners, whom step 3 of the booking form
 * offers first (docs/product.md#booking, "book my cleaner again"). Open to visitors, who get an
 * empty list: /booking is revalidated, never rendered per person, so the form asks from the
 * browser once someone is signed in (docs/architecture.md, "A page").
 */
export const GET = route({ access: "public" }, async ({ database }) => {
  const user = await getSessionUser();
  if (!user) return ok<YourCleanersAnswer>({ cleaners: [] });
  return ok<YourCleanersAnswer>({ cleaners: await yourCleaners(await database(), user.id) });
});
