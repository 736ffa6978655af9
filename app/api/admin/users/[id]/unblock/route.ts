import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";
import { STAFF_ACTION_MESSAGES } from "@/lib/staff/act-on-user";
import { requireStaffApi, staffActionAnswer } from "@/lib/web/http/staff-access";
import { reasonBodySchema } from "@/lib/staff/schemas";
import { unblockUser } from "@/lib/staff/user-actions";

/** Lifts a block: `{ reason? }`; 409 when the account is already active. */
export const POST = route(
  { access: requireStaffApi, params: uuidIdParams, notFound: STAFF_ACTION_MESSAGES.notFound, body: reasonBodySchema, bodyOptional: true },
  async ({ user, params, body, database }) => staffActionAnswer(await unblockUser(await database(), user, params.id, body)),
);
