import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { ActionPanel } from "@/components/admin/actions/ActionFeedback";
import { CardRequirementForm } from "@/components/admin/payments/CardRequirementForm";
import { PaymentActions } from "@/components/admin/payments/PaymentActions";
import { DataTable } from "@/components/admin/DataTable";
import { customerColumn, orderColumn } from "@/components/admin/payments/payment-columns";
import { PaymentsTabs } from "@/components/admin/payments/PaymentsTabs";
import { ReconciliationSection } from "@/components/admin/payments/ReconciliationSection";
import { formatDateTime, formatUsd } from "@/lib/kernel/format/shorthand";
import { requireAdminPage } from "@/lib/web/http/admin-access";
import { adminPaymentsPageView } from "@/lib/payments/admin-payments-pages";
import { formatOrderNumber } from "@/lib/booking/order-number";

export const metadata: Metadata = { title: "Payments" };

const REASONS: Readonly<Record<string, string>> = {
  card_declined: "Card declined",
  authentication_required: "Bank wants the cardholder",
  no_card: "No card on file",
  expired_card: "Card expired",
  insufficient_funds: "Insufficient funds",
};

/** Payments needing attention (declined, authentication needed, no card) and the card-to-book setting. */
export default async function AdminPaymentsPage() {
  await requireAdminPage("payments.manage");
  const { items, requirement, reconciliation } = await adminPaymentsPageView();
  return (
    <>
      <AdminPageHeader title="Payments" description="Charges that did not go through. The customer was emailed a link to pay or update the card; the card is tried again one and three days later." />
      <PaymentsTabs current="/admin/payments" />
      <section aria-labelledby="attention-title" className="space-y-3">
        <h2 id="attention-title" className="text-lg font-semibold text-ink">
          Payments needing attention
        </h2>
        {items.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing needs attention: every charge went through.</p>
        ) : (
          <ActionPanel>
            <DataTable
              caption="Payments needing attention"
              empty=""
              rows={items}
              columns={[
                orderColumn(),
                customerColumn(),
                { header: "Amount", cell: (item) => formatUsd(item.amountCents) },
                {
                  header: "Why",
                  cell: (item) => (
                    <>
                      {REASONS[item.failureCode ?? ""] ?? item.failureMessage ?? "Not paid"}
                      {item.card ? <span className="block text-xs text-slate-600">{item.card}</span> : null}
                    </>
                  ),
                },
                { header: "Tries", cell: (item) => item.attempt },
                { header: "Next try", cell: (item) => (item.nextRetryAt ? formatDateTime(item.nextRetryAt) : "None scheduled") },
                { header: "Actions", cell: (item) => <PaymentActions payment={{ id: item.id, orderNumber: formatOrderNumber(item.orderNumber), amountCents: item.amountCents }} /> },
              ]}
            />
          </ActionPanel>
        )}
      </section>
      <ReconciliationSection run={reconciliation} />
      <section aria-labelledby="card-setting-title" className="mt-10 space-y-3">
        <h2 id="card-setting-title" className="text-lg font-semibold text-ink">
          Card to book
        </h2>
        <p className="text-sm text-slate-600">Accounts the office invoices never need a card.</p>
        <ActionPanel>
          <CardRequirementForm current={requirement} />
        </ActionPanel>
      </section>
    </>
  );
}
