import { auditFilterSchema, loadAuditView } from "@/lib/admin/audit/audit-view";
import { requireAdminApi } from "@/lib/admin/http";
import { getDb } from "@/lib/db";
import { parseValue, searchParamsOf } from "@/lib/http/parse";
import { okResponse } from "@/lib/http/responses";

/** The audit log (Admins and the SuperAdmin): ?actor=email&action=&subjectType=&subjectId=&from=&to=&page=. */
export async function GET(request: Request): Promise<Response> {
  const guarded = await requireAdminApi("audit.read");
  if (!guarded.ok) return guarded.response;
  const filter = parseValue(searchParamsOf(request), auditFilterSchema);
  if (!filter.ok) return filter.response;
  return okResponse(await loadAuditView(await getDb(), filter.data));
}
