import { QuoteLines } from "@/components/booking/QuoteLines";
import { formatVisitDate } from "@/lib/booking/booking-time";
import type { Receipt, ReceiptPayment } from "@/lib/payments/receipt";
import { formatUsd } from "@/lib/kernel/money";
import type { CompanyContacts } from "@/lib/site/company";
import { MoneyTotals } from "./MoneyTotals";

const KIND_LABELS: Readonly<Record<ReceiptPayment["kind"], string>> = { charge: "Visit", fee: "Late-cancellation fee", tip: "Tip" };
const STATUS_LABELS: Readonly<Record<ReceiptPayment["status"], string>> = {
  pending: "Due",
  processing: "Being charged",
  succeeded: "Paid by card",
  failed: "Payment needed",
  paid_offline: "Paid by cash or check",
  written_off: "Waived",
  cancelled: "Cancelled",
};

const cell = "py-1.5 pr-3 text-left align-top";
const amountCell = "whitespace-nowrap py-1.5 text-right align-top tabular-nums";
const heading = "text-base font-semibold text-ink";

/**
 * An order's receipt, or an office client's invoice: who it is from and for, the price lines
 * with the NYC sales tax, every payment, tip and refund, and the balance. Plain tables that read
 * the same on screen, to a screen reader and on paper.
 */
export function ReceiptDocument({ receipt, company }: { receipt: Receipt; company: CompanyContacts }) {
  const { document, totals } = receipt;
  const title = document.kind === "invoice" ? "Invoice" : "Receipt";
  return (
    <article id="receipt" aria-labelledby="receipt-title" className="space-y-8 rounded-2xl border border-slate-200 bg-white p-6 text-sm text-slate-800 shadow-sm print:border-0 print:p-0 print:shadow-none sm:p-8">
      <header className="flex flex-wrap justify-between gap-6">
        <div>
          <p className="text-lg font-semibold text-ink">{company.name}</p>
          <p>{company.address}</p>
          <p>
            {company.phone} · {company.email}
          </p>
        </div>
        <div className="text-right">
          <h1 id="receipt-title" className="text-2xl font-semibold text-ink">
            {title}
          </h1>
          <dl className="mt-1 grid grid-cols-[auto_auto] justify-end gap-x-3">
            {document.kind === "invoice" ? (
              <>
                <dt className="text-slate-600">Invoice number</dt>
                <dd>{document.invoiceNumber}</dd>
                <dt className="text-slate-600">Issued</dt>
                <dd>{formatVisitDate(document.issuedOn)}</dd>
                <dt className="text-slate-600">Due</dt>
                <dd className="font-semibold">{formatVisitDate(document.dueOn)}</dd>
              </>
            ) : null}
            <dt className="text-slate-600">Order</dt>
            <dd>{receipt.number}</dd>
          </dl>
        </div>
      </header>

      <section aria-labelledby="receipt-for" className="grid gap-4 sm:grid-cols-2">
        <div>
          <h2 id="receipt-for" className={heading}>
            {document.kind === "invoice" ? "Bill to" : "Customer"}
          </h2>
          {document.kind === "invoice" ? <p className="font-medium">{document.company}</p> : null}
          <p>{receipt.customer.name}</p>
          <p className="break-all">{receipt.customer.email}</p>
        </div>
        <div>
          <h2 className={heading}>Visit</h2>
          <p>
            {receipt.serviceName}, {formatVisitDate(receipt.startsAt)}
            {receipt.cancelled ? " (cancelled)" : ""}
          </p>
          <p>{receipt.address}</p>
        </div>
      </section>

      <section aria-labelledby="receipt-price">
        <h2 id="receipt-price" className={heading}>
          Price
        </h2>
        {receipt.lines.length > 0 ? <QuoteLines lines={receipt.lines} caption="Price, line by line, with NYC sales tax" /> : <p>This visit was cancelled in time: nothing is due for it.</p>}
      </section>

      <section aria-labelledby="receipt-payments">
        <h2 id="receipt-payments" className={heading}>
          Payments
        </h2>
        {receipt.payments.length === 0 ? (
          <p>No payment yet{receipt.cancelled ? "" : ": the card on file is charged after the visit"}.</p>
        ) : (
          <table className="w-full">
            <caption className="sr-only">Payments and tips</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className={`${cell} font-medium`}>What</th>
                <th scope="col" className={`${cell} font-medium`}>Date</th>
                <th scope="col" className={`${cell} font-medium`}>How</th>
                <th scope="col" className={`${amountCell} font-medium`}>Amount</th>
              </tr>
            </thead>
            <tbody>
              {receipt.payments.map((payment) => (
                <tr key={payment.id}>
                  <th scope="row" className={`${cell} font-normal`}>{KIND_LABELS[payment.kind]}</th>
                  <td className={cell}>{payment.at ? formatVisitDate(payment.at) : "—"}</td>
                  <td className={cell}>
                    {STATUS_LABELS[payment.status]}
                    {payment.card && payment.status === "succeeded" ? `, ${payment.card}` : ""}
                  </td>
                  <td className={amountCell}>{formatUsd(payment.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      {receipt.refunds.length > 0 ? (
        <section aria-labelledby="receipt-refunds">
          <h2 id="receipt-refunds" className={heading}>
            Refunds
          </h2>
          <table className="w-full">
            <caption className="sr-only">Money given back</caption>
            <tbody>
              {receipt.refunds.map((refund) => (
                <tr key={refund.id}>
                  <th scope="row" className={`${cell} font-normal`}>
                    Refund {refund.to === "gift card" ? "to your gift card" : `to ${refund.card ?? "your card"}`}
                    {refund.reason ? <span className="block text-slate-600">{refund.reason}</span> : null}
                  </th>
                  <td className={cell}>{refund.at ? formatVisitDate(refund.at) : "—"}</td>
                  <td className={amountCell}>−{formatUsd(refund.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      <section aria-labelledby="receipt-totals" className="ml-auto max-w-sm">
        <h2 id="receipt-totals" className="sr-only">
          Totals
        </h2>
        <MoneyTotals totals={totals} />
      </section>

      <footer className="text-xs text-slate-600">
        {document.kind === "invoice"
          ? `Payment terms: net 30. Please quote ${document.invoiceNumber} with your payment; questions to ${company.email} or ${company.phone}.`
          : `Thank you for choosing ${company.name}. Questions about this receipt: ${company.phone} or ${company.email}.`}
      </footer>
    </article>
  );
}
