import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cardClass, linkClass } from "@/components/ui/styles";
import { StartCardButton } from "@/components/payments/StartCardButton";
import { payPageView } from "@/lib/payments/account-payment-pages";
import { requireUser } from "@/lib/auth/session";
import { formatUsd } from "@/lib/kernel/money";
import { getCompanyContacts } from "@/lib/site/company";

export const metadata: Metadata = { title: "Pay for your cleaning", robots: { index: false } };

/**
 * The failed-payment email's link: pay this visit now with another card (Checkout in payment
 * mode; the card is kept for next time), or update the card on file for the next try.
 */
export default async function PayPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser();
  const { id } = await params;
  const payment = await payPageView(user.id, id);
  if (!payment) notFound();
  const { card: flag } = await searchParams;
  const { phone, phoneHref } = getCompanyContacts();
  const amount = formatUsd(payment.amountCents);
  const settled = payment.status === "succeeded" || payment.status === "paid_offline";
  const owed = payment.status === "pending" || payment.status === "failed";
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <section aria-labelledby="pay-title" className={`${cardClass} space-y-4`}>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Order {payment.number}</p>
        <h1 id="pay-title" className="text-2xl font-bold tracking-tight text-ink">
          {settled ? `Paid: ${amount}` : `${amount} due for your cleaning`}
        </h1>
        <p className="text-slate-700">
          {payment.serviceName} on {payment.visitDay}.
        </p>
        {settled ? (
          <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">
            {flag === "paid" ? "Thank you: your payment went through. " : ""}Nothing more is due for this visit.
          </p>
        ) : owed ? (
          <>
            {payment.status === "failed" ? (
              <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-950">
                {payment.failureCode === "authentication_required"
                  ? `Your bank asked you to confirm this payment, so ${payment.card ?? "your card"} could not be charged automatically.`
                  : payment.failureCode === "no_card"
                    ? "There was no card on file to charge."
                    : `${payment.card ?? "Your card"} was declined.`}
              </p>
            ) : null}
            <StartCardButton label={`Pay ${amount} now`} returnPath={`/pay/${payment.id}`} orderPaymentId={payment.id} primary />
            <p className="text-sm text-slate-600">
              Or{" "}
              <Link href="/profile/payment-methods" className={linkClass}>
                update the card on file
              </Link>
              {payment.nextRetryAt ? " before we try it again." : " and call us to charge it."}
            </p>
          </>
        ) : (
          <p className="text-slate-700">Nothing is due online for this payment.</p>
        )}
        <p className="text-sm text-slate-600">
          Paying by check or another way? Call us at{" "}
          <a href={phoneHref} className={linkClass}>
            {phone}
          </a>
          .{" "}
          <Link href={`/order/${payment.orderId}`} className={linkClass}>
            View the order
          </Link>
        </p>
      </section>
    </div>
  );
}
