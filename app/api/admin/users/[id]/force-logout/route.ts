import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";
import { STAFF_ACTION_MESSAGES } from "@/lib/admin/users/act-on-user";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { answerUser } from "@/lib/web/http/answer";
import { reasonBodySchema } from "@/lib/admin/users/user-schemas";
import { forceLogout } from "@/lib/admin/users/user-actions";
import type { UserActionAnswer } from "@/lib/admin/users/user-actions-contract";

/** Ends every session of an account: `{ reason? }` (shown to the user). */
export const POST = route(
  { access: requireAdminApi("users.manage"), params: uuidIdParams, notFound: STAFF_ACTION_MESSAGES.notFound, body: reasonBodySchema, bodyOptional: true },
  async ({ user, params, body, database }) => answerUser<UserActionAnswer["user"]>(await forceLogout(await database(), user, params.id, body)),
);
