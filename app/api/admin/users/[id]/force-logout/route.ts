import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";
import { STAFF_ACTION_MESSAGES } from "@/lib/staff/act-on-user";
import { requireStaffApi, staffActionAnswer } from "@/lib/web/http/staff-access";
import { reasonBodySchema } from "@/lib/staff/schemas";
import { forceLogout } from "@/lib/staff/user-actions";

/** Ends every session of an account: `{ reason? }` (shown to the user). */
export const POST = route(
  { access: requireStaffApi, params: uuidIdParams, notFound: STAFF_ACTION_MESSAGES.notFound, body: reasonBodySchema, bodyOptional: true },
  async ({ user, params, body, database }) => staffActionAnswer(await forceLogout(await database(), user, params.id, body)),
);
