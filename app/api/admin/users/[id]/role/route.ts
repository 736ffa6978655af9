import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";
import { STAFF_ACTION_MESSAGES } from "@/lib/admin/users/act-on-user";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { answerUser } from "@/lib/web/http/answer";
import { roleBodySchema } from "@/lib/admin/users/user-schemas";
import { changeRole } from "@/lib/admin/users/user-actions";
import type { UserActionAnswer } from "@/lib/admin/users/user-actions-contract";

/** Changes an account's role: `{ role, reason? }`; the account's sessions end. */
export const PUT = route(
  { access: requireAdminApi("users.manage"), params: uuidIdParams, notFound: STAFF_ACTION_MESSAGES.notFound, body: roleBodySchema },
  async ({ user, params, body, database }) => answerUser<UserActionAnswer["user"]>(await changeRole(await database(), user, params.id, body.role, { reason: body.reason })),
);
