import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";
import { STAFF_ACTION_MESSAGES } from "@/lib/admin/users/act-on-user";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { answerUser } from "@/lib/web/http/answer";
import { blockBodySchema } from "@/lib/admin/users/user-schemas";
import { blockUser } from "@/lib/admin/users/user-actions";
import type { UserActionAnswer } from "@/lib/admin/users/user-actions-contract";

/** Blocks an account: `{ reason, endSessions? }` (sessions end unless endSessions is false). */
export const POST = route(
  { access: requireAdminApi("users.manage"), params: uuidIdParams, notFound: STAFF_ACTION_MESSAGES.notFound, body: blockBodySchema },
  async ({ user, params, body, database }) => answerUser<UserActionAnswer["user"]>(await blockUser(await database(), user, params.id, body)),
);
