import { requireAdminApi } from "@/lib/web/http/admin-access";
import { leadUpdateSchema } from "@/lib/admin/leads/lead-schemas";
import { getLead, LEAD_MESSAGES, updateLead } from "@/lib/admin/leads/leads";
import type { LeadAnswer } from "@/lib/admin/leads/leads-contract";
import { failure } from "@/lib/kernel/failure";
import { answerResult, ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

export const GET = route({ access: requireAdminApi("operations.view"), params: uuidIdParams, notFound: LEAD_MESSAGES.notFound }, async ({ params, database }) => {
  const lead = await getLead(await database(), params.id);
  return lead ? ok({ lead }) : failure("not-found", LEAD_MESSAGES.notFound);
});

/** Changes the status and/or the notes: { status?, notes? }. */
export const PATCH = route(
  { access: requireAdminApi("leads.manage"), params: uuidIdParams, notFound: LEAD_MESSAGES.notFound, body: leadUpdateSchema },
  async ({ user, params, body, database }) => answerResult<LeadAnswer>(await updateLead(await database(), user, params.id, body)),
);
