import { PREFERRED_CLEANER_NOT_FOUND, preferredCleanerBodySchema, setPreferredCleaner } from "@/lib/booking/preferred-cleaner";
import { activeUser } from "@/lib/web/http/access";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/**
 * "I'd like {first name} again" on a completed visit (docs/product.md#preferred-and-blocked-cleaners):
 * { preferred: boolean }. The signed-in customer's own completed visit only; any other is a 404.
 */
export const POST = route(
  { access: activeUser, params: uuidIdParams, notFound: PREFERRED_CLEANER_NOT_FOUND, body: preferredCleanerBodySchema },
  async ({ user, params, body, database }) => {
    const result = await setPreferredCleaner(await database(), user.id, params.id, body, new Date());
    return result.ok ? ok(result.data) : result;
  },
);
