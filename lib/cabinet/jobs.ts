/**
 * The cleaner cabinet's reads: only jobs assigned to the signed-in user (cleaner_id = them),
 * whatever their role. Any other id finds nothing, which the page answers with a 404.
 */
import { and, asc, desc, eq, gte, lt } from "drizzle-orm";
import { orderHeadline, type OrderHeadline } from "@/lib/booking/orders/order-headline";
import { onTheWayOf } from "@/lib/booking/orders/visit-progress";
import type { Database } from "@/lib/platform/db";
import { orderEvents, orders, users, type OrderStatus } from "@/lib/platform/db/schema";
import { nyDayRange, nyToday } from "@/lib/kernel/time/new-york-days";
import { describeFrequency, describeHome, extrasOf, type ExtraItem } from "@/lib/booking/job-details";
import { checklistDoneOf } from "./checklist-ticks";
import { checklistFor, checklistItemKeys, type ChecklistSection } from "./checklists";
import { isUuid } from "@/lib/kernel/ids";
import { formatPhone } from "@/lib/kernel/phone/phone-display";
import { mapsSearchUrl } from "./maps-link";
import { accessDetailsView, type AccessDetailsView } from "@/lib/account/access-details";

export interface CabinetJobSummary extends OrderHeadline {
  address: string;
  home: string;
  customerFirstName: string;
}

export interface CabinetJobs {
  today: CabinetJobSummary[];
  upcoming: CabinetJobSummary[];
  past: CabinetJobSummary[];
}

export interface CabinetJobDetail extends CabinetJobSummary {
  serviceSlug: string;
  estimatedMinutes: number;
  borough: string;
  /** Opens the address in the phone's maps app (maps-link.ts). */
  mapsUrl: string;
  accessNotes: string | null;
  /** Doorman, buzzer, keys, parking, and whether codes are saved; the codes come only from "Show codes". */
  access: AccessDetailsView | null;
  extras: ExtraItem[];
  frequency: string;
  customerPhone: string;
  /** What the customer wrote when booking. */
  notes: string | null;
  /** A custom cleaning's task list: what the visit is. */
  tasks: string | null;
  checklist: ChecklistSection[];
  /** Keys (checklistItemKey) of the items ticked so far. */
  checklistDone: string[];
  checkedInAt: string | null;
  completedAt: string | null;
  checkOutNote: string | null;
  /** A short visit waiting for the office's review before the customer hears (docs/product.md, "Checking out"). */
  heldForReview: boolean;
  /** The cleaner's "on my way" (when, and the minutes they gave), or null. */
  onTheWay: { at: string; etaMinutes: number } | null;
  /** The order's version (docs/realtime.md): a live event with a higher one is newer than this page. */
  version: number;
}

/** The past is for looking something up; the most recent jobs are enough. */
const PAST_LIMIT = 50;
const UPCOMING_LIMIT = 200;

const SUMMARY_COLUMNS = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  quote: orders.quote,
  request: orders.request,
  startsAt: orders.startsAt,
  endsAt: orders.endsAt,
  street: orders.street,
  unit: orders.unit,
  city: orders.city,
  zip: orders.zip,
  customerFirstName: users.firstName,
};

type SummaryRow = {
  id: string;
  number: number;
  status: OrderStatus;
  quote: (typeof orders.$inferSelect)["quote"];
  request: (typeof orders.$inferSelect)["request"];
  startsAt: Date;
  endsAt: Date;
  street: string;
  unit: string | null;
  city: string;
  zip: string;
  customerFirstName: string;
};

function toSummary(row: SummaryRow): CabinetJobSummary {
  return {
    ...orderHeadline(row, row.quote.service.name),
    address: `${row.street}${row.unit ? `, ${row.unit}` : ""}, ${row.city} ${row.zip}`,
    home: describeHome(row.request),
    customerFirstName: row.customerFirstName,
  };
}

/** Today's jobs, those after today (soonest first) and those before (latest first). */
export async function listCabinetJobs(db: Database, userId: string, now: Date = new Date()): Promise<CabinetJobs> {
  const range = nyDayRange(nyToday(now));
  if (!range) return { today: [], upcoming: [], past: [] };
  const mine = eq(orders.cleanerId, userId);
  const base = () => db.select(SUMMARY_COLUMNS).from(orders).innerJoin(users, eq(users.id, orders.customerId));
  const [today, upcoming, past] = await Promise.all([
    base()
      .where(and(mine, gte(orders.startsAt, range.start), lt(orders.startsAt, range.end)))
      .orderBy(asc(orders.startsAt)),
    base()
      .where(and(mine, gte(orders.startsAt, range.end)))
      .orderBy(asc(orders.startsAt))
      .limit(UPCOMING_LIMIT),
    base()
      .where(and(mine, lt(orders.startsAt, range.start)))
      .orderBy(desc(orders.startsAt))
      .limit(PAST_LIMIT),
  ]);
  return { today: today.map(toSummary), upcoming: upcoming.map(toSummary), past: past.map(toSummary) };
}

/** One of the user's jobs, or null when it is not assigned to them (or does not exist). */
export async function getCabinetJob(db: Database, userId: string, orderId: string): Promise<CabinetJobDetail | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await db
    .select({ order: orders, customerFirstName: users.firstName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(and(eq(orders.id, orderId), eq(orders.cleanerId, userId)))
    .limit(1);
  if (!row) return null;
  const { order } = row;
  const events = await db
    .select({ type: orderEvents.type, note: orderEvents.note, at: orderEvents.createdAt })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  const lastOf = (type: "checked_in" | "completed") => events.filter((event) => event.type === type).at(-1);
  const checkedIn = lastOf("checked_in");
  const completed = lastOf("completed");
  const extras = extrasOf(order.quote.lines);
  const checklist = checklistFor(order.serviceSlug, extras);
  return {
    ...toSummary({ ...order, customerFirstName: row.customerFirstName }),
    serviceSlug: order.serviceSlug,
    estimatedMinutes: order.quote.estimatedMinutes,
    borough: order.borough,
    mapsUrl: mapsSearchUrl(order),
    accessNotes: order.accessNotes,
    access: accessDetailsView(order.accessDetails),
    extras,
    frequency: describeFrequency(order.request),
    customerPhone: formatPhone(order.contactPhone),
    notes: order.notes,
    tasks: order.request.tasks ?? null,
    checklist,
    checklistDone: await checklistDoneOf(db, order.id, checklistItemKeys(checklist)),
    checkedInAt: checkedIn?.at.toISOString() ?? null,
    completedAt: completed?.at.toISOString() ?? null,
    checkOutNote: completed?.note ?? null,
    heldForReview: order.reviewHeldAt !== null && order.reviewedAt === null,
    onTheWay: onTheWayOf(order),
    version: order.version,
  };
}
