import { getDb } from "@/lib/platform/db";
import { loadAuditView, type AuditFilter, type AuditView } from "./audit-view";

/** /admin/audit: the filtered audit log with its subjects named. */
export async function auditPageView(filter: AuditFilter): Promise<AuditView> {
  return loadAuditView(await getDb(), filter);
}
