import { actionResponse, requireAdminApi, uuidParam, type IdContext } from "@/lib/admin/http";
import { leadUpdateSchema } from "@/lib/admin/leads/lead-schemas";
import { getLead, LEAD_MESSAGES, updateLead } from "@/lib/admin/leads/leads";
import { getDb } from "@/lib/db";
import { parseJsonBody } from "@/lib/http/parse";
import { errorResponse, okResponse } from "@/lib/http/responses";

export async function GET(_request: Request, context: IdContext): Promise<Response> {
  const guarded = await requireAdminApi("operations.view");
  if (!guarded.ok) return guarded.response;
  const id = await uuidParam(context, LEAD_MESSAGES.notFound);
  if (!id.ok) return id.response;
  const lead = await getLead(await getDb(), id.id);
  return lead ? okResponse({ lead }) : errorResponse(404, LEAD_MESSAGES.notFound);
}

/** Changes the status and/or the notes: { status?, notes? }. */
export async function PATCH(request: Request, context: IdContext): Promise<Response> {
  const guarded = await requireAdminApi("leads.manage", { changes: true });
  if (!guarded.ok) return guarded.response;
  const id = await uuidParam(context, LEAD_MESSAGES.notFound);
  if (!id.ok) return id.response;
  const body = await parseJsonBody(request, leadUpdateSchema);
  if (!body.ok) return body.response;
  return actionResponse(await updateLead(await getDb(), guarded.user, id.id, body.data));
}
