import type { Metadata } from "next";
import Link from "next/link";
import { QuoteLines } from "@/components/booking/QuoteLines";
import { cardClass, primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { MarkBookingCompleted } from "@/components/orders/MarkBookingCompleted";
import { NextSteps } from "@/components/booking/NextSteps";
import { RecurringVisits } from "@/components/booking/RecurringVisits";
import { describeSeries } from "@/lib/booking/series/series-overview";
import { PaymentOnFile } from "@/components/payments/PaymentOnFile";
import { bookingConfirmationPageView } from "@/lib/payments/booking-confirmation-page";
import { formatVisitDateTime } from "@/lib/booking/booking-time";
import { formatDuration } from "@/lib/kernel/format/date-time";
import { requireUser } from "@/lib/auth/session";
import { getCompanyContacts } from "@/lib/site/company";

export const metadata: Metadata = { title: "Booking received", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * After submitting: the order and what happens next. `?order=` names it; without one, the
 * user's latest booking. Another customer's order id shows nothing of it.
 */
export default async function BookingConfirmationPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireUser();
  const query = await searchParams;
  const requested = query.order;
  const flag = typeof query.card === "string" ? query.card : null;
  const view = await bookingConfirmationPageView(user.id, typeof requested === "string" ? requested : null);
  const { phone, phoneHref } = getCompanyContacts();

  if (!view) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-3xl font-bold tracking-tight text-ink">No booking to show</h1>
        <p className="mt-3 text-slate-600">We could not find that booking in your account.</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href="/booking" className={primaryButtonClass}>
            Book a cleaning
          </Link>
          <Link href="/profile/orders" className={secondaryButtonClass}>
            My orders
          </Link>
        </div>
      </div>
    );
  }

  const { order, onFile, series } = view;
  const start = new Date(order.startsAt);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <MarkBookingCompleted orderId={order.id} idempotencyKey={order.idempotencyKey} />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Booking received</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink">Thank you, {user.firstName}! Your order is {order.number}.</h1>
      <p className="mt-3 text-slate-700">
        {order.serviceName} on <strong>{formatVisitDateTime(start)}</strong>, about {formatDuration(order.estimatedMinutes)}, at {order.address}.
      </p>
      {order.requestedCleanerFirstName ? <p className="mt-2 text-slate-700">You asked for {order.requestedCleanerFirstName}. We email you when your cleaner is confirmed.</p> : null}

      <NextSteps start={start} now={new Date()} email={user.email} phone={phone} phoneHref={phoneHref} />

      <PaymentOnFile onFile={onFile} returnPath={`/booking-confirmation?order=${order.id}`} flag={flag} />

      <section aria-labelledby="price-title" className={`${cardClass} mt-6`}>
        <h2 id="price-title" className="text-lg font-semibold text-ink">
          Price
        </h2>
        <div className="mt-3">
          <QuoteLines lines={order.lines} caption="Price breakdown" />
        </div>
      </section>

      {series ? <RecurringVisits series={describeSeries(series)} /> : null}

      <div className="mt-8 flex flex-wrap gap-3">
        <Link href={`/order/${order.id}`} className={primaryButtonClass}>
          View order
        </Link>
        <a href={`/api/orders/${order.id}/calendar.ics`} download className={secondaryButtonClass}>
          Add to calendar
        </a>
        <Link href="/profile/orders" className={secondaryButtonClass}>
          My orders
        </Link>
      </div>
    </div>
  );
}
