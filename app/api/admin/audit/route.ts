import { auditFilterSchema, loadAuditView } from "@/lib/admin/audit/audit-view";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** The audit log (Admins and the SuperAdmin): ?actor=email&action=&subjectType=&subjectId=&from=&to=&page=. */
export const GET = route({ access: requireAdminApi("audit.read"), query: auditFilterSchema }, async ({ query, database }) => ok(await loadAuditView(await database(), query)));
