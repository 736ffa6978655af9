import { requireAdminApi } from "@/lib/web/http/admin-access";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import { requestFullReconciliation } from "@/lib/payments/reconcile/job";
import { getDb } from "@/lib/platform/db";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** Queues a full reconciliation pass now (the worker runs it within seconds); audited. */
export const POST = route({ access: requireAdminApi("payments.manage"), bodyOptional: true }, async ({ user }) => {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await requestFullReconciliation(tx, user.id);
    await writeAudit(tx, { actorId: user.id, action: "payments.reconcile", subjectType: "settings", subjectId: "payments" });
  });
  return ok({ queued: true }, { status: 202 });
});
