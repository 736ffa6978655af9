/** One order as staff see it: every detail, the people involved and the full timeline. */
import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isWithinCustomerWindow } from "@/lib/booking/edit-window";
import { orderSettlement } from "@/lib/booking/order-settlement";
import { orderHeadline, type OrderHeadline } from "@/lib/booking/orders/order-headline";
import { addressLine, staffEventLabel } from "@/lib/booking/orders/queries";
import type { QuoteLine } from "@/lib/booking/quote-line";
import type { Database } from "@/lib/platform/db";
import { isUuid } from "@/lib/kernel/ids";
import { orderEvents, orderSeries, orders, satisfactionPolls, specialOffers, users, type OrderEventType, type Role } from "@/lib/platform/db/schema";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import { cleaner, customer } from "./list-orders";
import { describeFrequency, describeHome, extrasOf, type ExtraItem } from "../../booking/job-details";
import { formatOptionalPhone, formatPhone } from "@/lib/kernel/phone/phone-display";
import { accessDetailsView, type AccessDetailsView } from "@/lib/account/access-details";


export interface StaffTimelineEntry {
  id: number;
  type: OrderEventType;
  label: string;
  at: string;
  actor: { id: string; name: string; role: Role } | null;
  note: string | null;
}

export interface PersonDto {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
}

export interface AdminOrderDetail extends OrderHeadline {
  serviceSlug: string;
  estimatedMinutes: number;
  home: string;
  frequency: string;
  extras: ExtraItem[];
  /** A custom cleaning's task list, as the customer wrote it. */
  tasks: string | null;
  lines: QuoteLine[];
  totalCents: number;
  giftCardCents: number;
  /** What the customer really owes: after a cancellation, only the late fee (often nothing). */
  amountDueCents: number;
  offerName: string | null;
  /** The special offer went back to the customer when the order was cancelled. */
  offerReturned: boolean;
  address: string;
  borough: string;
  accessNotes: string | null;
  /** The non-secret access details; the codes only as "one is saved" (docs/security.md, "Access codes at rest"). */
  access: AccessDetailsView | null;
  contact: { name: string; phone: string; email: string };
  customerNotes: string | null;
  customer: PersonDto;
  cleaner: PersonDto | null;
  /** The cleaner the customer asked for when booking ("book my cleaner again", docs/product.md#booking), or null. */
  requestedCleaner: { id: string; name: string } | null;
  series: { id: string; frequency: string; cancelled: boolean } | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  lateCancellationFeeCents: number;
  /** Less than 24 hours to the start: a staff cancellation now records the late fee. */
  insideLateWindow: boolean;
  /** Sent back with staff actions (optimistic concurrency, docs/realtime.md). */
  version: number;
  /** The fee the price table sets now, for the cancel dialog to announce. */
  currentLateFeeCents: number;
  poll: {
    rating: number | null;
    comment: string | null;
    flagged: boolean;
    answeredAt: string | null;
    resolvedAt: string | null;
    /** The customer let us publish it on the home page. */
    publishConsent: boolean;
    /** Written by the demo seed, not by a customer. */
    sample: boolean;
  } | null;
  timeline: StaffTimelineEntry[];
  createdAt: string;
  /**
   * The cleaner's check-out reason and the staff review of a short visit (docs/product.md,
   * "Checking out"), or null when the check-out needed neither.
   */
  review: { heldAt: string | null; reviewedAt: string | null; reason: string | null } | null;
}

const personOf = (row: { id: string; firstName: string; lastName: string; email: string; phone: string | null; role: Role }): PersonDto => ({
  id: row.id,
  name: `${row.firstName} ${row.lastName}`.trim(),
  email: row.email,
  phone: formatOptionalPhone(row.phone),
  role: row.role,
});

const requested = alias(users, "requested");

export async function getAdminOrder(db: Database, orderId: string, now: Date = new Date()): Promise<AdminOrderDetail | null> {
  // A hand-typed address (an order number, a stray word) is simply not an order.
  if (!isUuid(orderId)) return null;
  const [row] = await db
    .select({
      order: orders,
      customer: { id: customer.id, firstName: customer.firstName, lastName: customer.lastName, email: customer.email, phone: customer.phone, role: customer.role },
      cleaner: { id: cleaner.id, firstName: cleaner.firstName, lastName: cleaner.lastName, email: cleaner.email, phone: cleaner.phone, role: cleaner.role },
      requested: { id: requested.id, firstName: requested.firstName, lastName: requested.lastName },
      offerName: specialOffers.name,
      series: { id: orderSeries.id, frequency: orderSeries.frequency, cancelledAt: orderSeries.cancelledAt },
      poll: {
        rating: satisfactionPolls.rating,
        comment: satisfactionPolls.comment,
        flagged: satisfactionPolls.flagged,
        answeredAt: satisfactionPolls.answeredAt,
        resolvedAt: satisfactionPolls.resolvedAt,
        publishConsent: satisfactionPolls.publishConsent,
        sample: satisfactionPolls.sample,
      },
    })
    .from(orders)
    .innerJoin(customer, eq(customer.id, orders.customerId))
    .leftJoin(cleaner, eq(cleaner.id, orders.cleanerId))
    .leftJoin(requested, eq(requested.id, orders.requestedCleanerId))
    .leftJoin(specialOffers, eq(specialOffers.id, orders.specialOfferId))
    .leftJoin(orderSeries, eq(orderSeries.id, orders.seriesId))
    .leftJoin(satisfactionPolls, eq(satisfactionPolls.orderId, orders.id))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return null;
  const { order } = row;
  const settlement = orderSettlement(order);
  const [events, settings] = await Promise.all([
    db
      .select({ event: orderEvents, actor: { id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role } })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorId))
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    readBusinessSettings(db),
  ]);
  return {
    ...orderHeadline(order, order.quote.service.name),
    serviceSlug: order.serviceSlug,
    estimatedMinutes: order.quote.estimatedMinutes,
    home: describeHome(order.request),
    frequency: describeFrequency(order.request),
    extras: extrasOf(order.quote.lines),
    tasks: order.request.tasks ?? null,
    lines: order.quote.lines,
    totalCents: order.totalCents,
    giftCardCents: order.giftCardCents,
    amountDueCents: settlement.amountDueCents,
    offerName: row.offerName,
    offerReturned: settlement.offerReturned,
    address: addressLine(order),
    borough: order.borough,
    accessNotes: order.accessNotes,
    access: accessDetailsView(order.accessDetails),
    contact: { name: order.contactName, phone: formatPhone(order.contactPhone), email: order.contactEmail },
    customerNotes: order.notes,
    customer: personOf(row.customer),
    cleaner: row.cleaner ? personOf(row.cleaner) : null,
    requestedCleaner: row.requested ? { id: row.requested.id, name: `${row.requested.firstName} ${row.requested.lastName}`.trim() } : null,
    series: row.series ? { id: row.series.id, frequency: row.series.frequency, cancelled: row.series.cancelledAt !== null } : null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    cancelReason: order.cancelReason,
    lateCancellationFeeCents: order.lateCancellationFeeCents,
    insideLateWindow: !isWithinCustomerWindow(order.startsAt, now),
    version: order.version,
    currentLateFeeCents: settings.priceTable.lateCancellationFeeCents,
    poll: row.poll
      ? {
          rating: row.poll.rating,
          comment: row.poll.comment,
          flagged: row.poll.flagged,
          answeredAt: row.poll.answeredAt?.toISOString() ?? null,
          resolvedAt: row.poll.resolvedAt?.toISOString() ?? null,
          publishConsent: row.poll.publishConsent,
          sample: row.poll.sample,
        }
      : null,
    timeline: events.map(({ event, actor }) => ({
      id: event.id,
      type: event.type,
      label: staffEventLabel(event),
      at: event.createdAt.toISOString(),
      actor: actor ? { id: actor.id, name: `${actor.firstName} ${actor.lastName}`.trim(), role: actor.role } : null,
      note: event.note,
    })),
    createdAt: order.createdAt.toISOString(),
    review:
      order.checkOutReason || order.reviewHeldAt
        ? { heldAt: order.reviewHeldAt?.toISOString() ?? null, reviewedAt: order.reviewedAt?.toISOString() ?? null, reason: order.checkOutReason }
        : null,
  };
}
