import { cleanerPreferenceBodySchema, neverSendAsStaff } from "@/lib/admin/users/cleaner-preference-actions";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/**
 * "Never send" (docs/product.md#preferred-and-blocked-cleaners): { userId } is the cleaner on a
 * customer's page, the customer on a cleaner's page. The ability is the one that assigns orders.
 */
export const POST = route(
  { access: requireAdminApi("orders.manage"), params: uuidIdParams, notFound: "We couldn't find that user.", body: cleanerPreferenceBodySchema },
  async ({ user, params, body, database }) => {
    const result = await neverSendAsStaff(await database(), { actorId: user.id, pageUserId: params.id, otherUserId: body.userId, now: new Date() });
    return result.ok ? ok(result.data) : result;
  },
);
