import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";
import { STAFF_ACTION_MESSAGES } from "@/lib/staff/act-on-user";
import { requireStaffApi, staffActionAnswer } from "@/lib/web/http/staff-access";
import { blockBodySchema } from "@/lib/staff/schemas";
import { blockUser } from "@/lib/staff/user-actions";

/** Blocks an account: `{ reason, endSessions? }` (sessions end unless endSessions is false). */
export const POST = route(
  { access: requireStaffApi, params: uuidIdParams, notFound: STAFF_ACTION_MESSAGES.notFound, body: blockBodySchema },
  async ({ user, params, body, database }) => staffActionAnswer(await blockUser(await database(), user, params.id, body)),
);
