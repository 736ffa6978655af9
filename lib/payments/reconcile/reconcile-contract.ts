import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";

/**
 * POST /api/admin/payments/reconcile (docs/payments.md; docs/architecture.md, "Endpoint
 * contracts"): queues a full reconciliation pass now, without a body. The button only needs to
 * know that it was queued.
 */
export interface ReconcileQueuedAnswer {
  queued: true;
}

export const reconcileContract: ApiContract<void, undefined, ReconcileQueuedAnswer, unknown> = {
  method: "POST",
  path: () => "/api/admin/payments/reconcile",
  readAnswer: answerNotRead,
};
