import { cleanerPreferenceBodySchema, undoBlockAsStaff } from "@/lib/admin/users/cleaner-preference-actions";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/** "Undo" of a cleaner block (docs/product.md#preferred-and-blocked-cleaners): { userId } as for "Never send". */
export const POST = route(
  { access: requireAdminApi("orders.manage"), params: uuidIdParams, notFound: "We couldn't find that user.", body: cleanerPreferenceBodySchema },
  async ({ user, params, body, database }) => {
    const result = await undoBlockAsStaff(await database(), { actorId: user.id, pageUserId: params.id, otherUserId: body.userId, now: new Date() });
    return result.ok ? ok(result.data) : result;
  },
);
