import { accessDetailsView, type AccessDetailsView } from "@/lib/account/access-details";
import { and, asc, desc, eq } from "drizzle-orm";
import { isUuid } from "@/lib/kernel/ids";
import type { Database } from "@/lib/platform/db";
import { orderEvents, orderSeries, orders, specialOffers, users, type OrderEventType } from "@/lib/platform/db/schema";
import { customerChangeDeadline, isWithinCustomerWindow } from "../edit-window";
import { orderSettlement } from "../order-settlement";
import type { QuoteLine } from "../quote-line";
import type { QuoteRequest } from "../quote-request";
import { orderHeadline, type OrderHeadline } from "./order-headline";
import { canPerform } from "./status-machine";
import { onTheWayOf } from "./visit-progress";
import { formatPhone } from "@/lib/kernel/phone/phone-display";

/**
 * What the customer's pages read about their orders: DTOs, never rows. Every query is scoped
 * to the customer, so another customer's order id finds nothing (the page answers 404).
 */

export interface OrderSummaryDto extends OrderHeadline {
  address: string;
  totalCents: number;
  /** What is really due: after a cancellation only the late-cancellation fee, often nothing. */
  amountDueCents: number;
  recurring: boolean;
}

export interface TimelineEntryDto {
  id: number;
  type: OrderEventType;
  label: string;
  at: string;
  actorName: string;
  note: string | null;
}

export interface OrderDetailDto extends OrderSummaryDto {
  serviceSlug: string;
  request: QuoteRequest;
  lines: QuoteLine[];
  estimatedMinutes: number;
  giftCardCents: number;
  lateCancellationFeeCents: number;
  cancelReason: string | null;
  offerName: string | null;
  /** The offer went back to the customer's account when the order was cancelled. */
  offerReturned: boolean;
  specialOfferId: number | null;
  addressParts: { street: string; unit: string | null; city: string; zip: string; borough: string; accessNotes: string | null };
  /** Doorman, buzzer, keys, parking; the codes only as "one is saved" (docs/security.md, "Access codes at rest"). */
  access: AccessDetailsView | null;
  contact: { name: string; phone: string; email: string };
  notes: string | null;
  /** The customer may still edit or cancel online (status allows it and 24 h or more remain). */
  canChange: boolean;
  changeDeadline: string;
  series: { id: string; frequency: "weekly" | "biweekly" | "monthly"; cancelled: boolean } | null;
  timeline: TimelineEntryDto[];
  updatedAt: string;
  /** The key the booking form sent: the confirmation page marks that saved form completed. */
  idempotencyKey: string | null;
  /** How many changes the order has had: the calendar file's SEQUENCE. */
  revision: number;
  /** The assigned cleaner's first name (all a customer is told), or null. */
  cleanerFirstName: string | null;
  /** "You asked for Dorota": the cleaner the booking asked for, while no cleaner is assigned (docs/product.md#booking). */
  requestedCleanerFirstName: string | null;
  /** The cleaner said "On my way": when, and the minutes they expected to need. */
  onTheWay: { at: string; etaMinutes: number } | null;
  /** The latest check-in, or null. */
  checkedInAt: string | null;
  /** The order's version (docs/realtime.md): the edit form sends it back, live events carry the newer one. */
  version: number;
}

/** Staff read the same timeline with their own wording where it differs (lib/admin/orders/order-detail.ts). */
export const CUSTOMER_EVENT_LABELS: Readonly<Record<OrderEventType, string>> = {
  created: "Booking received",
  confirmed: "Confirmed",
  assigned: "Cleaner assigned",
  checked_in: "Cleaner checked in",
  completed: "Completed",
  cancelled: "Cancelled",
  rescheduled: "Rescheduled",
  edited: "Details changed",
  status_changed: "Status changed",
  note: "Note",
  payment: "Payment",
  on_the_way: "Cleaner on the way",
};

export function addressLine(order: { street: string; unit: string | null; city: string; zip: string }): string {
  return `${order.street}${order.unit ? `, ${order.unit}` : ""}, ${order.city}, NY ${order.zip}`;
}

type OrderRow = typeof orders.$inferSelect;

function toSummary(order: OrderRow): OrderSummaryDto {
  return {
    ...orderHeadline(order, order.quote.service.name),
    address: addressLine(order),
    totalCents: order.totalCents,
    amountDueCents: orderSettlement(order).amountDueCents,
    recurring: order.seriesId !== null,
  };
}

/**
 * A visit still ahead, whatever became of it: a cancelled visit next week stays among the
 * upcoming ones, in its date order, so the customer finds it where they look for that week.
 */
const isUpcoming = (order: OrderRow, now: Date) => order.status !== "completed" && order.endsAt.getTime() > now.getTime();

/** Upcoming visits first (cancelled ones too), soonest first; then the rest, latest first. */
export async function listCustomerOrders(db: Database, customerId: string, now: Date = new Date()): Promise<{ upcoming: OrderSummaryDto[]; past: OrderSummaryDto[] }> {
  const rows = await db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(asc(orders.startsAt));
  return {
    upcoming: rows.filter((row) => isUpcoming(row, now)).map(toSummary),
    past: rows
      .filter((row) => !isUpcoming(row, now))
      .reverse()
      .map(toSummary),
  };
}

/** One of the customer's orders with its timeline, or null (missing, malformed id or not theirs). */
export async function getCustomerOrder(db: Database, customerId: string, orderId: string, now: Date = new Date()): Promise<OrderDetailDto | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await db
    .select({ order: orders, offerName: specialOffers.name, series: orderSeries })
    .from(orders)
    .leftJoin(specialOffers, eq(specialOffers.id, orders.specialOfferId))
    .leftJoin(orderSeries, eq(orderSeries.id, orders.seriesId))
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!row) return null;
  const { order } = row;
  const events = await db
    .select({ event: orderEvents, firstName: users.firstName, lastName: users.lastName, actorId: users.id })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  const changeable = canPerform(order.status, "edit") && isWithinCustomerWindow(order.startsAt, now);
  // The cleaner, or while there is none the one the customer asked for: one small read either way.
  const named = order.cleanerId ?? order.requestedCleanerId;
  const [person] = named ? await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, named)) : [];
  const cleaner = order.cleanerId ? person : undefined;
  const checkedIn = events.filter(({ event }) => event.type === "checked_in").at(-1);
  return {
    ...toSummary(order),
    serviceSlug: order.serviceSlug,
    request: order.request,
    lines: order.quote.lines,
    estimatedMinutes: order.quote.estimatedMinutes,
    giftCardCents: order.giftCardCents,
    lateCancellationFeeCents: order.lateCancellationFeeCents,
    cancelReason: order.cancelReason,
    offerName: row.offerName,
    offerReturned: orderSettlement(order).offerReturned,
    specialOfferId: order.specialOfferId,
    addressParts: { street: order.street, unit: order.unit, city: order.city, zip: order.zip, borough: order.borough, accessNotes: order.accessNotes },
    access: accessDetailsView(order.accessDetails),
    contact: { name: order.contactName, phone: formatPhone(order.contactPhone), email: order.contactEmail },
    notes: order.notes,
    canChange: changeable,
    changeDeadline: customerChangeDeadline(order.startsAt).toISOString(),
    series: row.series ? { id: row.series.id, frequency: row.series.frequency, cancelled: row.series.cancelledAt !== null } : null,
    // Staff notes are for staff: the customer's timeline leaves them out.
    timeline: events.filter(({ event }) => !isStaffOnlyEvent(event)).map(({ event, firstName, lastName, actorId }) => ({
      id: event.id,
      type: event.type,
      label: CUSTOMER_EVENT_LABELS[event.type],
      at: event.createdAt.toISOString(),
      actorName: actorName(actorId, customerId, firstName, lastName),
      note: event.note,
    })),
    updatedAt: order.updatedAt.toISOString(),
    idempotencyKey: order.idempotencyKey,
    revision: events.length,
    cleanerFirstName: cleaner?.firstName ?? null,
    requestedCleanerFirstName: order.cleanerId ? null : (person?.firstName ?? null),
    onTheWay: onTheWayOf(order),
    checkedInAt: checkedIn?.event.createdAt.toISOString() ?? null,
    version: order.version,
  };
}

/**
 * How staff see an event: a note staff wrote for each other is a "Staff note"; any other note
 * (the one a recurring series leaves when it skips a holiday) is the company's.
 */
export function staffEventLabel(event: { type: OrderEventType; data: Record<string, unknown> }): string {
  if (event.type !== "note") return CUSTOMER_EVENT_LABELS[event.type];
  return isStaffOnlyEvent(event) ? "Staff note" : COMPANY_NOTE_LABEL;
}

const COMPANY_NOTE_LABEL = "Note from Borough Bright";

/** A note staff wrote for each other, marked so by the admin panel. */
export function isStaffOnlyEvent(event: { type: string; data: Record<string, unknown> }): boolean {
  return event.type === "note" && event.data.visibility === "staff";
}

/**
 * The customer sees themselves as "You", staff and cleaners by first name and last initial
 * (enough to recognise, no more), and generated events as the company.
 */
export function actorName(actorId: string | null, customerId: string, firstName: string | null, lastName: string | null): string {
  if (actorId === null) return "Borough Bright";
  if (actorId === customerId) return "You";
  const initial = lastName ? ` ${lastName.slice(0, 1)}.` : "";
  return `${firstName ?? "Staff"}${initial}`;
}

/** The customer's most recently made order, for a confirmation page opened without an id. */
export async function latestCustomerOrderId(db: Database, customerId: string): Promise<string | null> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId)).orderBy(desc(orders.createdAt)).limit(1);
  return row?.id ?? null;
}
