import type { Metadata } from "next";
import Link from "next/link";
import { QuoteLines } from "@/components/booking/QuoteLines";
import { cardClass, linkClass, primaryButtonClass, secondaryButtonClass } from "@/components/booking/field-styles";
import { MarkBookingCompleted } from "@/components/orders/MarkBookingCompleted";
import { formatDuration, formatVisitDateTime, formatVisitDate } from "@/lib/booking/booking-time";
import { getCustomerOrder, latestCustomerOrderId } from "@/lib/booking/orders/queries";
import { requireUser } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { getCompanyContacts } from "@/lib/site/company";

export const metadata: Metadata = { title: "Booking received", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * After submitting: the order and what happens next. `?order=` names it; without one, the
 * user's latest booking. Another customer's order id shows nothing of it.
 */
export default async function BookingConfirmationPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireUser();
  const db = await getDb();
  const requested = (await searchParams).order;
  const orderId = typeof requested === "string" ? requested : await latestCustomerOrderId(db, user.id);
  const order = orderId ? await getCustomerOrder(db, user.id, orderId) : null;
  const { phone, phoneHref } = getCompanyContacts();

  if (!order) {
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

  const start = new Date(order.startsAt);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <MarkBookingCompleted orderId={order.id} idempotencyKey={order.idempotencyKey} />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Booking received</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink">Thank you, {user.firstName}! Your order is {order.number}.</h1>
      <p className="mt-3 text-slate-700">
        {order.serviceName} on <strong>{formatVisitDateTime(start)}</strong>, about {formatDuration(order.estimatedMinutes)}, at {order.address}.
      </p>

      <section aria-labelledby="next-title" className={`${cardClass} mt-8`}>
        <h2 id="next-title" className="text-lg font-semibold text-ink">
          What happens next
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
          <li>We emailed a summary to {user.email}.</li>
          <li>Our team confirms your booking, usually within one business day, and assigns your cleaner.</li>
          <li>The day before, on {formatVisitDate(new Date(start.getTime() - 24 * 3600_000))}, we send a reminder.</li>
          <li>You pay after the visit. No card was charged.</li>
        </ol>
        <p className="mt-4 text-sm text-slate-600">
          Need to change something? Reschedule or cancel online until 24 hours before the visit, or call{" "}
          <a href={phoneHref} className={linkClass}>
            {phone}
          </a>
          .
        </p>
      </section>

      <section aria-labelledby="price-title" className={`${cardClass} mt-6`}>
        <h2 id="price-title" className="text-lg font-semibold text-ink">
          Price
        </h2>
        <div className="mt-3">
          <QuoteLines lines={order.lines} caption="Price breakdown" />
        </div>
      </section>

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
