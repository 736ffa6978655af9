import { requireAdminApi } from "@/lib/web/http/admin-access";
import { queueReconciliationForStaff } from "@/lib/payments/reconcile/job";
import type { ReconcileQueuedAnswer } from "@/lib/payments/reconcile/reconcile-contract";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** Queues a full reconciliation pass now (the worker runs it within seconds); audited. */
export const POST = route({ access: requireAdminApi("payments.manage"), bodyOptional: true }, async ({ user, database }) => {
  await queueReconciliationForStaff(await database(), user.id);
  return ok<ReconcileQueuedAnswer>({ queued: true }, { status: 202 });
});
