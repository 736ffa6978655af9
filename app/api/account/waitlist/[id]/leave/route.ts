import { failure } from "@/lib/kernel/failure";
import { leaveWaitlist } from "@/lib/waitlist/leave";
import { activeUser } from "@/lib/web/http/access";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

const NOT_FOUND = "We could not find that waitlist entry.";

/** POST /api/account/waitlist/{id}/leave: the customer leaves one of their own waitlist entries (docs/product.md#waitlist); another's is a 404. */
export const POST = route({ access: activeUser, params: uuidIdParams, notFound: NOT_FOUND }, async ({ user, params, database }) =>
  (await leaveWaitlist(await database(), { customerId: user.id, entryId: params.id }, new Date())) ? ok({ left: true }) : failure("not-found", NOT_FOUND),
);
