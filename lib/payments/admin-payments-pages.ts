import type { Page } from "@/lib/kernel/paging";
import { getDb } from "@/lib/platform/db";
import type { CardRequirement, PaymentReconciliationRow } from "@/lib/platform/db/schema";
import { listOrderPayments, type PaymentListItem } from "@/lib/payments/admin-list/list-payments";
import type { PaymentListQuery } from "@/lib/payments/admin-list/payment-query";
import { listPaymentsNeedingAttention, type AttentionItem } from "@/lib/payments/attention";
import { latestReconciliation } from "@/lib/payments/reconcile/run";
import { readCardRequirement } from "@/lib/payments/cards/requirement";

/** The staff payment pages (docs/payments.md; docs/architecture.md, "Pages and handlers are thin"). */

export interface AdminPaymentsPageView {
  items: AttentionItem[];
  requirement: CardRequirement;
  reconciliation: PaymentReconciliationRow | null;
}

/** /admin/payments: what needs attention, who must save a card, and the last reconciliation. */
export async function adminPaymentsPageView(): Promise<AdminPaymentsPageView> {
  const db = await getDb();
  const [items, requirement, reconciliation] = await Promise.all([listPaymentsNeedingAttention(db), readCardRequirement(db), latestReconciliation(db)]);
  return { items, requirement, reconciliation };
}

/** /admin/payments/all: one page of every charge, fee, tip and refund. */
export async function allPaymentsPageView(query: PaymentListQuery): Promise<Page<PaymentListItem>> {
  return listOrderPayments(await getDb(), query);
}
