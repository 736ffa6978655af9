import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";
import { STAFF_ACTION_MESSAGES } from "@/lib/staff/act-on-user";
import { requireStaffApi, staffActionAnswer } from "@/lib/web/http/staff-access";
import { roleBodySchema } from "@/lib/staff/schemas";
import { changeRole } from "@/lib/staff/user-actions";

/** Changes an account's role: `{ role, reason? }`; the account's sessions end. */
export const PUT = route(
  { access: requireStaffApi, params: uuidIdParams, notFound: STAFF_ACTION_MESSAGES.notFound, body: roleBodySchema },
  async ({ user, params, body, database }) => staffActionAnswer(await changeRole(await database(), user, params.id, body.role, { reason: body.reason })),
);
