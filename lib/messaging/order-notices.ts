import { eq } from "drizzle-orm";
import { z } from "zod";
import { formatOrderNumber } from "@/lib/booking/order-number";
import type { OrderNotice } from "@/lib/booking/orders/order-reactions";
import { issuePollToken } from "@/lib/booking/polls";
import { issueReviewTextToken } from "@/lib/booking/review-requests/requests";
import { newYorkIsoDateOf } from "@/lib/kernel/time/new-york";
import { tipInvitationFor } from "@/lib/payments/tips/tips";
import { getConfig } from "@/lib/platform/config";
import type { Database } from "@/lib/platform/db";
import { orders, users } from "@/lib/platform/db/schema";
import { cleanerJobText, customerTexts, type JobChange, type VisitFacts } from "./notice-texts";
import type { NoticeText } from "./queue-notice-text";
import { cleanerRecipient, customerRecipient } from "./recipients";

/**
 * The texts of an order notice (docs/messaging.md, "What is texted"), composed when its job runs
 * from the order as it is then, like the emails (lib/booking/jobs.ts): a reminder for a start
 * that moved, news of a cleaner who no longer has the job or of an order cancelled since says
 * nothing. Customers hear only of changes staff made; what they did themselves they know.
 */

const instant = z.iso.datetime();
const uuid = z.uuid();
const keyed = { orderId: uuid, dedupeKey: z.string().min(1).max(300) };

/** An order notice as its job keeps it (lib/messaging/notice-reactions.ts). */
export const orderNoticeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("received"), ...keyed }),
  z.object({ kind: z.literal("confirmed"), ...keyed }),
  z.object({ kind: z.literal("assigned"), cleanerId: uuid, previousCleanerId: uuid.nullable(), ...keyed }),
  z.object({ kind: z.literal("on-the-way"), cleanerId: uuid, etaMinutes: z.number().int().positive(), at: instant, ...keyed }),
  z.object({ kind: z.literal("rescheduled"), previousStartsAt: instant, previousCleanerId: uuid.nullable(), ...keyed }),
  z.object({ kind: z.literal("cancelled"), by: z.enum(["customer", "staff"]), ...keyed }),
  z.object({ kind: z.literal("reminder"), startsAt: instant, ...keyed }),
  z.object({ kind: z.literal("poll"), ...keyed }),
  z.object({ kind: z.literal("review-request"), ...keyed }),
]) satisfies z.ZodType<OrderNotice>;

type OrderRow = typeof orders.$inferSelect;

const visitOf = (order: OrderRow): VisitFacts => ({
  number: formatOrderNumber(order.number),
  startsAt: order.startsAt,
  endsAt: order.endsAt,
  area: `${order.borough} ${order.zip}`,
});

/** The slot a visit had before it moved, named by its start alone: its length may have changed with it. */
const formerSlotOf = (order: OrderRow, previousStartsAt: string): VisitFacts => ({ ...visitOf(order), startsAt: new Date(previousStartsAt), endsAt: undefined });

/** A visit of today in New York: a change to it is a same-day change, sent at any hour. */
const isToday = (start: Date, now: Date) => newYorkIsoDateOf(start) === newYorkIsoDateOf(now);

const STILL_AHEAD: ReadonlySet<OrderRow["status"]> = new Set(["pending", "confirmed", "assigned"]);

/** The texts `notice` gives now; none when the order is gone or the news is stale. */
export async function orderNoticeTexts(db: Database, notice: OrderNotice, now: Date): Promise<NoticeText[]> {
  const [order] = await db.select().from(orders).where(eq(orders.id, notice.orderId));
  if (!order) return [];
  const about = { orderId: order.id, noticeKey: notice.dedupeKey };

  const toCustomer = async (type: NoticeText["type"], body: NoticeText["body"]): Promise<NoticeText[]> => {
    const recipient = await customerRecipient(db, order);
    return recipient ? [{ ...about, recipient, type, body }] : [];
  };
  const toCleaner = async (cleanerId: string, change: JobChange, visit: VisitFacts): Promise<NoticeText[]> => {
    const recipient = await cleanerRecipient(db, cleanerId);
    return recipient ? [{ ...about, recipient, ...cleanerJobText(change, visit, isToday(visit.startsAt, now)) }] : [];
  };

  switch (notice.kind) {
    case "received":
      return order.status === "cancelled" ? [] : toCustomer("booking-received", customerTexts.bookingReceived(visitOf(order)));
    case "confirmed":
      return STILL_AHEAD.has(order.status) ? toCustomer("booking-confirmed", customerTexts.bookingConfirmed(visitOf(order))) : [];
    case "reminder":
      // Moved since (the move scheduled a reminder of its own), cancelled or under way.
      return STILL_AHEAD.has(order.status) && order.startsAt.toISOString() === new Date(notice.startsAt).toISOString()
        ? toCustomer("reminder", customerTexts.reminder(visitOf(order)))
        : [];
    case "on-the-way":
      return onTheWayTexts(order, notice, now, toCustomer, db);
    case "assigned":
      return assignedTexts(order, notice, toCustomer, toCleaner, db);
    case "rescheduled": {
      // The customer moved it, which took it off the cleaner's schedule; one given it back since hears of that instead.
      const { previousCleanerId } = notice;
      if (order.status === "cancelled" || !previousCleanerId || order.cleanerId === previousCleanerId) return [];
      return toCleaner(previousCleanerId, "moved", formerSlotOf(order, notice.previousStartsAt));
    }
    case "cancelled": {
      if (order.status !== "cancelled") return [];
      const customer = notice.by === "staff" ? await toCustomer("order-cancelled", customerTexts.cancelledByStaff(visitOf(order), getConfig().COMPANY_PHONE)) : [];
      const cleaner = order.cleanerId ? await toCleaner(order.cleanerId, "cancelled", visitOf(order)) : [];
      return [...customer, ...cleaner];
    }
    case "poll":
      return order.status === "completed" ? toCustomer("visit-complete", (tx) => visitCompleteBody(tx, order, now)) : [];
    case "review-request":
      // Announced only with a request recorded; off unless the customer switched it on (./preferences.ts).
      return toCustomer("review-request", (tx) => reviewRequestBody(tx, order.id));
  }
}

type ToCustomer = (type: NoticeText["type"], body: NoticeText["body"]) => Promise<NoticeText[]>;
type ToCleaner = (cleanerId: string, change: JobChange, visit: VisitFacts) => Promise<NoticeText[]>;

async function cleanerFirstName(db: Database, cleanerId: string): Promise<string | null> {
  const [row] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, cleanerId));
  return row?.firstName ?? null;
}

/**
 * "Maria is on the way, about 20 minutes", counted from the tap: a text composed a little late
 * gives the minutes left, and none once the estimate has passed or the cleaner arrived.
 */
async function onTheWayTexts(order: OrderRow, notice: Extract<OrderNotice, { kind: "on-the-way" }>, now: Date, toCustomer: ToCustomer, db: Database): Promise<NoticeText[]> {
  if (order.status !== "assigned" || order.cleanerId !== notice.cleanerId) return [];
  const arrival = new Date(notice.at).getTime() + notice.etaMinutes * 60_000;
  const minutes = Math.ceil((arrival - now.getTime()) / 60_000);
  if (minutes < 1) return [];
  const name = await cleanerFirstName(db, notice.cleanerId);
  return name ? toCustomer("on-my-way", customerTexts.onMyWay(name, Math.min(minutes, notice.etaMinutes))) : [];
}

/**
 * Staff gave the job to a cleaner: they hear of it, and so does the one who had it before, who
 * lost it. The customer hears only of a change of cleaner, not of the first one (the email names
 * them). News of a cleaner who no longer has the job is stale, but the one who lost it still hears.
 */
async function assignedTexts(order: OrderRow, notice: Extract<OrderNotice, { kind: "assigned" }>, toCustomer: ToCustomer, toCleaner: ToCleaner, db: Database): Promise<NoticeText[]> {
  const { cleanerId, previousCleanerId } = notice;
  const current = order.status !== "cancelled" && order.cleanerId === cleanerId;
  const replaced = previousCleanerId !== null && previousCleanerId !== cleanerId;
  const texts: NoticeText[] = [];
  if (current) texts.push(...(await toCleaner(cleanerId, "assigned", visitOf(order))));
  if (replaced && order.cleanerId !== previousCleanerId) texts.push(...(await toCleaner(previousCleanerId, "reassigned", visitOf(order))));
  if (current && replaced) {
    const name = await cleanerFirstName(db, cleanerId);
    if (name) texts.push(...(await toCustomer("order-changed", customerTexts.newCleaner(visitOf(order), name))));
  }
  return texts;
}

/** The poll and tip link: a token of the text's own (lib/booking/polls.ts), none once the poll is answered. */
async function visitCompleteBody(db: Database, order: OrderRow, now: Date): Promise<string | null> {
  const token = await issuePollToken(db, order.id, now, "text");
  if (!token) return null;
  const tip = await tipInvitationFor(db, order);
  return customerTexts.visitComplete(`${getConfig().PUBLIC_URL}/poll/${token}`, tip?.cleanerName ?? null);
}

/** The review link with a token of the text's own (lib/booking/review-requests/requests.ts). */
async function reviewRequestBody(db: Database, orderId: string): Promise<string | null> {
  const token = await issueReviewTextToken(db, orderId);
  return token ? customerTexts.reviewRequest(`${getConfig().PUBLIC_URL}/review/${token}`) : null;
}
