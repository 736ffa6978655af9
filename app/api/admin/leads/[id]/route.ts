import { requireAdminApi } from "@/lib/web/http/admin-access";
import { leadUpdateSchema } from "@/lib/admin/leads/lead-schemas";
import { getLead, LEAD_MESSAGES, updateLead } from "@/lib/admin/leads/leads";
import { getDb } from "@/lib/platform/db";
import { failure } from "@/lib/kernel/failure";
import { answerResult, ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

export const GET = route({ access: requireAdminApi("operations.view"), params: uuidIdParams, notFound: LEAD_MESSAGES.notFound }, async ({ params }) => {
  const lead = await getLead(await getDb(), params.id);
  return lead ? ok({ lead }) : failure("not-found", LEAD_MESSAGES.notFound);
});

/** Changes the status and/or the notes: { status?, notes? }. */
export const PATCH = route(
  { access: requireAdminApi("leads.manage"), params: uuidIdParams, notFound: LEAD_MESSAGES.notFound, body: leadUpdateSchema },
  async ({ user, params, body }) => answerResult(await updateLead(await getDb(), user, params.id, body)),
);
