import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { AccountCard, AccountPage } from "@/components/account/AccountPage";
import { linkClass, primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { CancelOrderButton } from "@/components/orders/CancelOrderButton";
import { LiveOrderUpdates } from "@/components/orders/LiveOrderUpdates";
import { OrderCharges } from "@/components/orders/OrderCharges";
import { LiveOrderStatusBadge, LiveOrderTimeline, LiveVisitProgress } from "@/components/orders/LiveCustomerOrder";
import { TipSection } from "@/components/orders/TipSection";
import { PreferredCleanerToggle } from "@/components/orders/PreferredCleanerToggle";
import { PhotoReport } from "@/components/cabinet/photos/PhotoReport";
import { OrderPaymentsSummary } from "@/components/payments/OrderPaymentsSummary";
import { customerOrderPageView } from "@/lib/payments/customer-order-page";
import { extrasInWords, homeInWords } from "@/lib/booking/orders/visit-facts";
import { formatVisitDateTime } from "@/lib/booking/booking-time";
import { formatDuration, formatTimeRange } from "@/lib/kernel/format/date-time";
import { LATE_CHANGE_TEXT } from "@/lib/booking/edit-window";
import { notFoundUnless, requireUser } from "@/lib/auth/session";
import { getCompanyContacts } from "@/lib/site/company";
import { accessInWords } from "@/lib/account/access-form";

export const metadata: Metadata = { title: "Order details", robots: { index: false } };

type Params = Promise<{ id: string }>;

const FREQUENCY = { weekly: "weekly", biweekly: "every-two-weeks", monthly: "monthly (every 4 weeks)" } as const;

/** One of the user's orders; any other id, another customer's included, is the 404 page. */
export default async function OrderPage({ params }: { params: Params }) {
  const user = await requireUser();
  const view = await customerOrderPageView(user, (await params).id);
  notFoundUnless(view !== null);
  const { order, payments, totals, card, tip, canAct, lateForChanges, canCancelSeries, preferredCleaner } = view;
  const home = homeInWords(order.request);
  const extras = extrasInWords(order.lines);
  const { phone, phoneHref } = getCompanyContacts();
  const start = new Date(order.startsAt);
  // What live events change at once on this page (components/orders/LiveCustomerOrder.tsx).
  const live = {
    orderId: order.id,
    version: order.version,
    status: order.status,
    statusLabel: order.statusLabel,
    cleanerFirstName: order.cleanerFirstName,
    onTheWay: order.onTheWay,
    checkedInAt: order.checkedInAt,
  };

  return (
    <AccountPage current="/profile/orders" title={`Order ${order.number}`} intro={<LiveOrderStatusBadge order={live} />}>
      <LiveOrderUpdates scope={{ kind: "customer-order", orderId: order.id }} />
      <LiveVisitProgress order={live} />
      <AccountCard id="visit" title="Your visit">
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <VisitDetail label="When">
            <time dateTime={order.startsAt}>{formatVisitDateTime(start)}</time>
            <br />
            {formatTimeRange(start, new Date(order.endsAt))} (about {formatDuration(order.estimatedMinutes)})
          </VisitDetail>
          <VisitDetail label="Service">
            {order.serviceName}
            {order.series ? `, ${FREQUENCY[order.series.frequency]}${order.series.cancelled ? " (series cancelled)" : ""}` : ""}
          </VisitDetail>
          {order.requestedCleanerFirstName && order.status !== "cancelled" ? (
            <VisitDetail label="Cleaner">You asked for {order.requestedCleanerFirstName}. We email you when your cleaner is confirmed.</VisitDetail>
          ) : null}
          {home ? <VisitDetail label="Home">{home}</VisitDetail> : null}
          <VisitDetail label="Extras">{extras.length > 0 ? extras.join(", ") : "None"}</VisitDetail>
          {card ? <VisitDetail label="Payment">{card}</VisitDetail> : null}
          <VisitDetail label="Address">
            {order.address}
            {order.addressParts.accessNotes ? <span className="block text-slate-600">Access: {order.addressParts.accessNotes}</span> : null}
          </VisitDetail>
          {order.access ? (
            <VisitDetail label="Getting in">
              {accessInWords(order.access).join(" · ")}
              {order.access.hasLockboxCode || order.access.hasAlarmCode ? <span className="block text-slate-600">Only your cleaner sees the codes, from two hours before the visit.</span> : null}
            </VisitDetail>
          ) : null}
          <VisitDetail label="Contact">
            {order.contact.name} · {order.contact.phone}
            <span className="block break-all">{order.contact.email}</span>
          </VisitDetail>
          {order.notes ? (
            <VisitDetail label="Notes" wide preLine>
              {order.notes}
            </VisitDetail>
          ) : null}
          {order.status === "cancelled" && order.cancelReason ? (
            <VisitDetail label="Cancellation" wide>
              {order.cancelReason}
            </VisitDetail>
          ) : null}
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          {order.status !== "cancelled" ? (
            <a href={`/api/orders/${order.id}/calendar.ics`} download className={secondaryButtonClass}>
              Add to calendar
            </a>
          ) : null}
          {canAct ? (
            <Link href={`/order/${order.id}/edit`} className={primaryButtonClass}>
              Reschedule or change
            </Link>
          ) : null}
        </div>
        {lateForChanges ? (
          <p className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {LATE_CHANGE_TEXT} Please call us at{" "}
            <a href={phoneHref} className="font-semibold underline">
              {phone}
            </a>
            .
          </p>
        ) : null}
        {canAct ? (
          <p className="mt-4 text-sm text-slate-600">You can change or cancel online until {formatVisitDateTime(new Date(order.changeDeadline))}.</p>
        ) : null}
      </AccountCard>

      <PhotoReport orderId={order.id} viewer={user} />

      <AccountCard id="price" title="Price" description={order.status === "cancelled" || payments.length > 0 ? undefined : "Paid after the visit: the card on file is charged once it is done."}>
        <OrderCharges order={order} totals={totals} />
        <OrderPaymentsSummary lines={payments} />
        {payments.length > 0 ? (
          <p className="mt-4 text-sm">
            <Link href={`/order/${order.id}/receipt`} className={linkClass}>
              View and print your receipt
            </Link>
          </p>
        ) : null}
      </AccountCard>

      {preferredCleaner ? (
        <AccountCard id="cleaner" title="Your cleaner">
          <PreferredCleanerToggle orderId={order.id} firstName={preferredCleaner.firstName} preferred={preferredCleaner.preferred} />
        </AccountCard>
      ) : null}

      {tip ? <TipSection offer={tip} orderId={order.id} addCard={{ kind: "start", returnPath: `/order/${order.id}` }} /> : null}

      <AccountCard id="timeline" title="Status timeline">
        <LiveOrderTimeline orderId={order.id} entries={order.timeline} />
      </AccountCard>

      {canAct || canCancelSeries ? (
        <AccountCard id="cancel" title="Cancel">
          <div className="flex flex-col items-start gap-4">
            {canAct ? <CancelOrderButton target={{ kind: "order", id: order.id }} label="Cancel this visit" confirmText="Cancel this visit? Nothing is charged, and any special offer used on it comes back to you." /> : null}
            {order.series && canCancelSeries ? (
              <CancelOrderButton
                target={{ kind: "series", id: order.series.id }}
                label="Cancel the whole series"
                confirmText="Stop the recurring booking? Every future visit more than 24 hours away is cancelled."
              />
            ) : null}
          </div>
        </AccountCard>
      ) : null}
      <p className="text-sm">
        <Link href="/profile/orders" className={linkClass}>
          ← All orders
        </Link>
      </p>
    </AccountPage>
  );
}

/** One fact of the visit; `wide` spans both columns, `preLine` keeps the customer's line breaks. */
function VisitDetail({ label, wide, preLine, children }: { label: string; wide?: boolean; preLine?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="font-semibold text-slate-800">{label}</dt>
      <dd className={preLine ? "whitespace-pre-line text-slate-700" : "text-slate-700"}>{children}</dd>
    </div>
  );
}
