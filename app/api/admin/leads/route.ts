import { requireAdminApi } from "@/lib/admin/http";
import { leadQuerySchema } from "@/lib/admin/leads/lead-schemas";
import { listLeads } from "@/lib/admin/leads/leads";
import { getDb } from "@/lib/db";
import { parseValue, searchParamsOf } from "@/lib/http/parse";
import { okResponse } from "@/lib/http/responses";

/** Contact-form leads, newest first: ?status=&q=&page=&pageSize=. */
export async function GET(request: Request): Promise<Response> {
  const guarded = await requireAdminApi("operations.view");
  if (!guarded.ok) return guarded.response;
  const query = parseValue(searchParamsOf(request), leadQuerySchema);
  if (!query.ok) return query.response;
  return okResponse(await listLeads(await getDb(), query.data));
}
