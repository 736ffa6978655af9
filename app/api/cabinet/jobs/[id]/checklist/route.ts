import { z } from "zod";
import { actionResponse, BLOCKED_STAFF_MESSAGE } from "@/lib/admin/http";
import { CLEANER_CABINET_ROLES } from "@/lib/auth/roles";
import { checklistTickSchema, setChecklistTick } from "@/lib/cabinet/checklist-ticks";
import { JOB_NOT_FOUND_MESSAGE } from "@/lib/cabinet/job-actions";
import { getDb } from "@/lib/db";
import { withRole } from "@/lib/http/access";
import { route } from "@/lib/http/route";

/**
 * PUT: ticks or unticks one checklist item of one of the user's jobs, `{ item, done }`,
 * answered with every item ticked so far. Someone else's job is a 404, like a missing one.
 */
export const PUT = route(
  {
    access: withRole(CLEANER_CABINET_ROLES, { blockedMessage: BLOCKED_STAFF_MESSAGE }),
    params: z.object({ id: z.uuid() }),
    notFound: JOB_NOT_FOUND_MESSAGE,
    body: checklistTickSchema,
  },
  async ({ user, params, body }) => actionResponse(await setChecklistTick(await getDb(), user, params.id, body)),
);
