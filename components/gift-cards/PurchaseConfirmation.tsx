"use client";

import Link from "next/link";
import { useState, type ReactNode } from "react";
import useSWR from "swr";
import { Spinner } from "@/components/account/SubmitButton";
import { cardClass, linkClass, primaryButtonClass } from "@/components/ui/styles";
import { formatUsd } from "@/lib/kernel/money";
import { formatInNewYork } from "@/lib/kernel/format/date-time";
import type { PurchaseDto } from "@/lib/gift-cards/dto";
import { formatDeliveryDate } from "@/lib/gift-cards/rules";
import { TEST_MODE_LABEL } from "@/lib/payments/provider/types";
import { fetchAnswer } from "@/lib/web/http/client";
import { giftCardPurchaseStatusContract } from "@/lib/gift-cards/gift-cards-contract";
import { CopyCodeButton } from "@/components/ui/CopyCodeButton";
import { TestModeNotice } from "./TestModeNotice";

const POLL_MS = 2_000;
const dateTime = (iso: string) => formatInNewYork(iso, "longDateTime");

function deliveryLine(purchase: PurchaseDto): string {
  if (purchase.deliveredAt) return `Emailed to ${purchase.recipientName} (${purchase.recipientEmail}) on ${dateTime(purchase.deliveredAt)}.`;
  if (purchase.deliversToday) return `${purchase.recipientName} gets it by email at ${purchase.recipientEmail} in the next few minutes.`;
  return `${purchase.recipientName} gets it by email at ${purchase.recipientEmail} on ${formatDeliveryDate(purchase.deliverOn)}, at 9 AM New York time.`;
}

/** What a purchase that has no card to show says: its state (the section's name) and what it means. */
function StateMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 id="purchase-state" className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{children}</p>
    </div>
  );
}

/**
 * The purchase as it stands. While the payment is not confirmed yet it says so and asks the
 * server again every 2 seconds (SWR), then shows the code, the receipt and the delivery.
 */
export function PurchaseConfirmation({ initial }: { initial: PurchaseDto }) {
  const [waiting, setWaiting] = useState(initial.state === "awaiting_payment");
  const { data } = useSWR(giftCardPurchaseStatusContract.path({ id: initial.id }), () => fetchAnswer(giftCardPurchaseStatusContract, { params: { id: initial.id } }), {
    fallbackData: { purchase: initial },
    // A plain number that changes with the state: SWR re-arms its timer when the option changes.
    refreshInterval: waiting ? POLL_MS : 0,
    revalidateOnMount: waiting,
    onSuccess: (latest) => setWaiting(latest.purchase.state === "awaiting_payment"),
  });
  const purchase = data?.purchase ?? initial;
  const amount = formatUsd(purchase.amountCents);

  return (
    <div className="space-y-6">
      {purchase.testMode && <TestModeNotice detail="This purchase was confirmed on the test checkout page." />}
      <section aria-labelledby="purchase-state" className={cardClass} aria-live="polite">
        {purchase.state === "awaiting_payment" && (
          <div role="status" className="flex items-start gap-3">
            <span className="mt-1 text-brand-700">
              <Spinner />
            </span>
            <StateMessage title="Waiting for payment confirmation">
              This usually takes a few seconds. The page updates by itself; your code appears here once the payment is confirmed.
            </StateMessage>
          </div>
        )}
        {purchase.state === "payment_failed" && (
          <div>
            <StateMessage title="The payment was not completed">Nothing was charged and no card was issued.</StateMessage>
            <Link href="/gift-cards" className={`${primaryButtonClass} mt-4`}>
              Try again
            </Link>
          </div>
        )}
        {purchase.state === "void" && <StateMessage title="This gift card was cancelled">It can no longer be used. Please call us if you have questions.</StateMessage>}
        {purchase.state === "issued" && purchase.code && (
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Thank you</p>
            <h2 id="purchase-state" className="mt-1 text-2xl font-bold text-ink">
              Your {amount} gift card is ready
            </h2>
            <div className="mt-4 rounded-2xl bg-gradient-to-br from-brand-700 to-brand-800 p-5 text-white shadow-md sm:p-6">
              <p className="text-sm text-brand-100">Borough Bright Cleaning gift card · {amount}</p>
              <p className="mt-3 text-xs uppercase tracking-wider text-brand-100" id="gift-card-code-label">
                Gift card code
              </p>
              <p aria-labelledby="gift-card-code-label" className="mt-1 break-all font-mono text-xl font-semibold tracking-widest sm:text-2xl" data-testid="gift-card-code">
                {purchase.code}
              </p>
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <CopyCodeButton code={purchase.code} />
              <p className="text-sm text-slate-600">Keep it like cash: anyone with the code can use the balance.</p>
            </div>
            <p className="mt-4 text-slate-800">{deliveryLine(purchase)}</p>
          </div>
        )}
      </section>

      {purchase.state !== "awaiting_payment" && purchase.state !== "payment_failed" && (
        <section aria-labelledby="receipt-title" className={cardClass}>
          <h2 id="receipt-title" className="text-lg font-semibold text-ink">
            Receipt
          </h2>
          <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="text-slate-600">Amount paid</dt>
            <dd className="font-semibold text-ink">{amount}</dd>
            <dt className="text-slate-600">Paid on</dt>
            <dd className="text-ink">{purchase.paidAt ? dateTime(purchase.paidAt) : "—"}</dd>
            <dt className="text-slate-600">Payment</dt>
            <dd className="text-ink">{purchase.testMode ? TEST_MODE_LABEL : "Card"}</dd>
            <dt className="text-slate-600">Reference</dt>
            <dd className="font-mono text-ink">{purchase.reference}</dd>
            <dt className="text-slate-600">Recipient</dt>
            <dd className="text-ink">
              {purchase.recipientName} ({purchase.recipientEmail})
            </dd>
            <dt className="text-slate-600">Delivery</dt>
            <dd className="text-ink">{purchase.deliveredAt ? `Delivered ${dateTime(purchase.deliveredAt)}` : formatDeliveryDate(purchase.deliverOn)}</dd>
            {purchase.message && (
              <>
                <dt className="text-slate-600">Message</dt>
                <dd className="whitespace-pre-line text-ink">{purchase.message}</dd>
              </>
            )}
            <dt className="text-slate-600">Balance</dt>
            <dd className="text-ink">{formatUsd(purchase.balanceCents)}</dd>
          </dl>
          <p className="mt-4 text-sm text-slate-600">A copy of this receipt is on its way to your email.</p>
        </section>
      )}

      <p className="text-sm">
        <Link href="/gift-cards" className={linkClass}>
          Back to gift cards
        </Link>
      </p>
    </div>
  );
}
