import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader, AdminSectionCard } from "@/components/admin/AdminPageHeader";
import { DetailItem } from "@/components/admin/DetailItem";
import { CheckOutReview } from "@/components/admin/orders/CheckOutReview";
import { OrderActions } from "@/components/admin/orders/OrderActions";
import { AccessAndKeys } from "@/components/admin/orders/AccessAndKeys";
import { VisitPositions } from "@/components/admin/orders/VisitPositions";
import { PhotoReport } from "@/components/cabinet/photos/PhotoReport";
import { PhotoStrip } from "@/components/cabinet/photos/PhotoStrip";
import { ResolvePollButton } from "@/components/admin/dashboard/ResolvePollButton";
import { followUpPhotosView } from "@/lib/admin/orders/follow-up-page";
import { OrderPaymentsPanel } from "@/components/admin/orders/OrderPaymentsPanel";
import { Timeline } from "@/components/admin/orders/Timeline";
import { Pill, StatusBadge } from "@/components/admin/StatusBadge";
import { linkClass } from "@/components/ui/styles";
import { OrderCharges } from "@/components/orders/OrderCharges";
import { loadAdminDetail } from "@/lib/web/http/admin-detail-page";
import { formatDateTime, formatUsd } from "@/lib/kernel/format/shorthand";
import { formatDuration, formatTimeRange } from "@/lib/kernel/format/date-time";
import { formatExtra } from "@/lib/booking/job-details";
import { adminOrderPageView } from "@/lib/admin/orders/order-page";
import { staffStatusChoices } from "@/lib/admin/orders/status-rules";
import { can } from "@/lib/admin/permissions";

export const metadata: Metadata = { title: "Order" };

export default async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const {
    viewer: user,
    item: { order, decision, cleaners, cleanerChoices, receipt, codeViews, keys, positions },
  } = await loadAdminDetail("operations.view", params, adminOrderPageView);
  // A flagged rating's follow-up: the visit's photos to keep with it, or those kept.
  const followUp = order.poll?.flagged ? await followUpPhotosView(user, order.id) : null;
  // The real clock, read once here: the menu offers what the status action would allow now.
  const statusChoices = staffStatusChoices(
    { status: order.status, cleanerId: order.cleaner?.id ?? null, startsAt: new Date(order.startsAt), endsAt: new Date(order.endsAt) },
    new Date(),
  );

  return (
    <>
      <AdminPageHeader
        back={{ href: "/admin/orders", label: "All orders" }}
        title={`Order ${order.number}`}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <StatusBadge status={order.status} /> {order.serviceName} · {formatDateTime(order.startsAt)}
          </span>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <AdminSectionCard id="actions" title="Actions">
            {decision.allowed ? (
              <OrderActions
                order={{
                  id: order.id,
                  number: order.number,
                  status: order.status,
                  startsAt: order.startsAt,
                  cleanerId: order.cleaner?.id ?? null,
                  version: order.version,
                  insideLateWindow: order.insideLateWindow,
                  currentLateFeeCents: order.currentLateFeeCents,
                }}
                cleaners={cleaners}
                cleanerChoices={cleanerChoices}
                statusChoices={statusChoices}
              />
            ) : (
              <p className="text-sm text-slate-600">{decision.reason}</p>
            )}
          </AdminSectionCard>

          {order.review ? (
            <AdminSectionCard id="check-out" title="Check-out">
              <CheckOutReview
                order={{ id: order.id, number: order.number, version: order.version }}
                review={order.review}
                canReview={decision.allowed && can(user.role, "orders.manage")}
              />
            </AdminSectionCard>
          ) : null}

          <AdminSectionCard id="visit" title="The visit">
            <dl className="divide-y divide-slate-100">
              <DetailItem look="row" label="When">
                {formatDateTime(order.startsAt)} ({formatTimeRange(order.startsAt, order.endsAt)}, about {formatDuration(order.estimatedMinutes)})
              </DetailItem>
              <DetailItem look="row" label="Service">
                {order.serviceName} · {order.home} · {order.frequency}
                {order.series ? ` (recurring${order.series.cancelled ? ", series cancelled" : ""})` : ""}
              </DetailItem>
              <DetailItem look="row" label="Extras">{order.extras.length > 0 ? order.extras.map(formatExtra).join(", ") : "None"}</DetailItem>
              {order.tasks ? (
                <DetailItem look="row" label="Task list">
                  <span className="whitespace-pre-line">{order.tasks}</span>
                </DetailItem>
              ) : null}
              <DetailItem look="row" label="Address">
                {order.address} ({order.borough})
              </DetailItem>
              <DetailItem look="row" label="Access notes">{order.accessNotes ?? "None"}</DetailItem>
              <DetailItem look="row" label="Customer's notes">
                <span className="whitespace-pre-line">{order.customerNotes ?? "None"}</span>
              </DetailItem>
              <DetailItem look="row" label="Cleaner">
                {order.cleaner ? (
                  <Link href={`/admin/users/${order.cleaner.id}`} className={linkClass}>
                    {order.cleaner.name}
                  </Link>
                ) : (
                  <span className="font-medium text-amber-800">Not assigned yet</span>
                )}
                {order.requestedCleaner ? (
                  <span className="ml-2">
                    · Asked for:{" "}
                    <Link href={`/admin/users/${order.requestedCleaner.id}`} className={linkClass}>
                      {order.requestedCleaner.name}
                    </Link>
                  </span>
                ) : null}
              </DetailItem>
              <VisitPositions
                positions={positions}
                checkedIn={order.timeline.some((entry) => entry.type === "checked_in")}
                checkedOut={order.timeline.some((entry) => entry.type === "completed")}
              />
              {order.cancelledAt ? (
                <DetailItem look="row" label="Cancelled">
                  {formatDateTime(order.cancelledAt)}
                  {order.cancelReason ? `: ${order.cancelReason}` : ""}
                  {order.lateCancellationFeeCents > 0 ? ` · late-cancellation fee ${formatUsd(order.lateCancellationFeeCents)}` : ""}
                </DetailItem>
              ) : null}
              {order.poll?.answeredAt ? (
                <DetailItem look="row" label="Satisfaction">
                  Rated {order.poll.rating} of 5{order.poll.comment ? `: “${order.poll.comment}”` : ""}
                  {order.poll.flagged ? (order.poll.resolvedAt ? " · follow-up handled" : " · flagged for the satisfaction guarantee") : ""}
                  {order.poll.publishConsent ? " · may be published on the home page" : " · private"}
                  {order.poll.sample ? (
                    <span className="ml-2">
                      <Pill tone="amber">Sample</Pill>
                    </span>
                  ) : null}
                  {followUp && order.poll.resolvedAt ? <PhotoStrip photos={followUp.kept} label="Photos kept with the follow-up" /> : null}
                  {followUp && !order.poll.resolvedAt && decision.allowed && can(user.role, "orders.manage") ? (
                    <div className="mt-2">
                      <ResolvePollButton orderId={order.id} number={order.number} photos={followUp.options} />
                    </div>
                  ) : null}
                </DetailItem>
              ) : null}
            </dl>
          </AdminSectionCard>

          <AdminSectionCard id="access" title="Access and keys">
            <AccessAndKeys orderId={order.id} access={order.access} codeViews={codeViews} keys={keys} cleaners={cleaners} canManage={decision.allowed} />
          </AdminSectionCard>

          <PhotoReport orderId={order.id} viewer={user} />

          {receipt ? (
            <AdminSectionCard id="payments" title="Payments">
              <OrderPaymentsPanel receipt={receipt} canManage={can(user.role, "payments.manage")} />
            </AdminSectionCard>
          ) : null}

          <AdminSectionCard id="timeline" title="Timeline">
            <Timeline entries={order.timeline} />
          </AdminSectionCard>
        </div>

        <div className="space-y-6">
          <AdminSectionCard id="customer" title="Customer">
            <dl className="space-y-2 text-sm">
              <div>
                <dt className="sr-only">Account</dt>
                <dd>
                  <Link href={`/admin/users/${order.customer.id}`} className={linkClass}>
                    {order.customer.name}
                  </Link>{" "}
                  <span className="text-slate-600">({order.customer.email})</span>
                </dd>
              </div>
              <DetailItem label="Contact on site">
                {order.contact.name} · <a href={`tel:${order.contact.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>{order.contact.phone}</a> ·{" "}
                <a href={`mailto:${order.contact.email}`} className={linkClass}>
                  {order.contact.email}
                </a>
              </DetailItem>
            </dl>
          </AdminSectionCard>

          <AdminSectionCard id="price" title="Price">
            <OrderCharges order={order} audience="staff" />
            <p className="mt-2 text-xs text-slate-500">Booked {formatDateTime(order.createdAt)}</p>
          </AdminSectionCard>
        </div>
      </div>
    </>
  );
}
