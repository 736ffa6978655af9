import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { getConfig } from "@/lib/platform/config";
import type { Database } from "@/lib/platform/db";
import { orderEvents, orderSeries, orders, specialOffers, users } from "@/lib/platform/db/schema";
import type { JobHandlers } from "@/lib/platform/jobs/worker";
import { sendMail, type MailContent } from "@/lib/platform/mail";
import { orderMail } from "@/lib/booking/order-mail";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import { formatVisitDateTime, formatVisitTime } from "./booking-time";
import { formatUsd } from "@/lib/kernel/money";
import { BOOKING_JOB_KINDS, ORDER_MAIL_KINDS } from "./notifications";
import { orderMailView } from "./order-mail-view";
import { orderIcs } from "./order-calendar";
import { getCustomerOrder } from "./orders/queries";
import { orderSettlement } from "./order-settlement";
import { issuePollToken } from "./polls";
import { reviewRequestJobHandlers } from "./review-requests/job";
import { unfinishedQuoteJobHandlers } from "./unfinished-quotes/recovery-job";
import { ensureSeriesExtensionScheduled, extendAllSeries } from "./series/extend-series";
import { seriesOverviewOfOrder } from "./series/order-series-overview";
import { describeSeries } from "./series/series-overview";

/**
 * The booking domain's scheduled jobs: order emails, the satisfaction poll, the day-after review
 * request (./review-requests/job.ts) and the daily series extension. A handler that throws is retried by the worker with backoff; one that
 * finds nothing to do (an order cancelled since, a reminder for a start that moved) returns
 * quietly, which completes the job.
 */

export type MailSender = (to: string, content: MailContent) => Promise<unknown>;

/**
 * What the poll email says about tipping the cleaner (null: nothing). Payments answers it
 * (lib/payments/tips/tips.ts); lib/startup/job-handlers.ts hands it in, so booking imports no payment code.
 */
export type TipInvitation = (db: Database, order: { customerId: string; cleanerId: string | null }) => Promise<{ cleanerName: string } | null>;

/**
 * The customer's personal referral link for the poll email, with the friend's welcome in cents
 * (null: none). Referrals answers (lib/referrals/mail-link.ts); lib/startup/job-handlers.ts hands
 * it in. Without it the email carries no link.
 */
export type ReferralInvitation = (db: Database, customerId: string) => Promise<{ link: string; welcomeCents: number } | null>;

const orderMailPayload = z.object({
  mail: z.enum(ORDER_MAIL_KINDS),
  orderId: z.uuid(),
  startsAt: z.iso.datetime().optional(),
  previousStartsAt: z.iso.datetime().optional(),
  cleanerId: z.uuid().optional(),
  etaMinutes: z.number().int().optional(),
  at: z.iso.datetime().optional(),
});
const seriesMailPayload = z.discriminatedUnion("mail", [
  z.object({ mail: z.literal("series-visit-skipped"), seriesId: z.uuid(), startsAt: z.iso.datetime() }),
  z.object({ mail: z.literal("series-cancelled"), seriesId: z.uuid(), cancelledVisits: z.number().int().min(0) }),
]);
const pollPayload = z.object({ orderId: z.uuid() });

async function orderWithCustomer(db: Database, orderId: string) {
  const [row] = await db
    .select({ order: orders, email: users.email, firstName: users.firstName, offerName: specialOffers.name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .leftJoin(specialOffers, eq(specialOffers.id, orders.specialOfferId))
    .where(eq(orders.id, orderId));
  return row;
}

async function seriesWithCustomer(db: Database, seriesId: string) {
  const [row] = await db
    .select({ series: orderSeries, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(orderSeries)
    .innerJoin(users, eq(users.id, orderSeries.customerId))
    .where(eq(orderSeries.id, seriesId));
  return row;
}

/** The cleaner's first name and, for a visit still on, its calendar file as the order page serves it. */
async function mailExtras(db: Database, order: typeof orders.$inferSelect, now: Date) {
  const [cleaner] = order.cleanerId ? await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, order.cleanerId)) : [];
  const detail = order.status === "cancelled" ? null : await getCustomerOrder(db, order.customerId, order.id, now);
  return { cleanerFirstName: cleaner?.firstName ?? null, calendarIcs: detail ? orderIcs(detail, now) : null };
}

/** Who cancelled, as the cancellation's timeline event recorded it (lib/booking/orders/cancel-order.ts). */
async function cancelledBy(db: Database, orderId: string): Promise<"customer" | "staff"> {
  const [event] = await db
    .select({ data: orderEvents.data })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, "cancelled")))
    .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id))
    .limit(1);
  return event?.data.by === "customer" ? "customer" : "staff";
}

/** The order email for a payload, or null when it should no longer be sent. */
async function orderMailFor(db: Database, payload: z.output<typeof orderMailPayload>, now: Date): Promise<{ to: string; content: MailContent } | null> {
  const row = await orderWithCustomer(db, payload.orderId);
  if (!row) return null;
  const { order } = row;
  const view = orderMailView(order, row.firstName, now, await mailExtras(db, order, now));
  switch (payload.mail) {
    case "received": {
      // A recurring booking says how often, lists its next visits and names the days skipped.
      const overview = order.seriesId ? await seriesOverviewOfOrder(db, order.id) : null;
      return { to: row.email, content: orderMail.received(view, overview ? describeSeries(overview) : null) };
    }
    case "confirmed":
      return order.status === "cancelled" ? null : { to: row.email, content: orderMail.confirmed(view) };
    case "assigned": {
      // Reassigned or cancelled before the email went out: the later news speaks for itself.
      if (order.status === "cancelled" || !payload.cleanerId || order.cleanerId !== payload.cleanerId) return null;
      const [cleaner] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, payload.cleanerId));
      return cleaner ? { to: row.email, content: orderMail.assigned(view, cleaner.firstName) } : null;
    }
    case "on-the-way": {
      // Already there, done, cancelled or handed to someone else: the news is old.
      if (order.status !== "assigned" || !payload.cleanerId || order.cleanerId !== payload.cleanerId || !payload.etaMinutes || !payload.at) return null;
      const [cleaner] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, payload.cleanerId));
      const arrival = formatVisitTime(new Date(new Date(payload.at).getTime() + payload.etaMinutes * 60_000), order.locale);
      return cleaner ? { to: row.email, content: orderMail.onTheWay(view, cleaner.firstName, payload.etaMinutes, arrival) } : null;
    }
    case "rescheduled": {
      const previous = payload.previousStartsAt ? formatVisitDateTime(new Date(payload.previousStartsAt), order.locale) : null;
      return order.status === "cancelled" ? null : { to: row.email, content: orderMail.rescheduled(view, previous) };
    }
    case "cancelled": {
      const settlement = orderSettlement(order);
      return {
        to: row.email,
        content: orderMail.cancelled(view, {
          lateFee: settlement.amountDueCents > 0 ? formatUsd(settlement.amountDueCents, order.locale) : null,
          returnedOffer: settlement.offerReturned ? (row.offerName ?? "") : null,
          returnedGiftCard: order.giftCardCents > 0 ? formatUsd(order.giftCardCents, order.locale) : null,
          by: await cancelledBy(db, order.id),
        }),
      };
    }
    case "reminder": {
      // Cancelled or moved since it was scheduled (a move schedules a reminder of its own).
      const stale = order.status === "cancelled" || order.status === "completed" || order.startsAt.toISOString() !== payload.startsAt;
      return stale ? null : { to: row.email, content: orderMail.reminder(view) };
    }
  }
}

export function createBookingJobHandlers(deps: { send?: MailSender; now?: () => Date; tipInvitation: TipInvitation; referralInvitation?: ReferralInvitation }): JobHandlers {
  const send: MailSender = deps.send ?? ((to, content) => sendMail(to, content));
  const now = deps.now ?? (() => new Date());
  return {
    ...reviewRequestJobHandlers({ send, now }),
    ...unfinishedQuoteJobHandlers({ send, now }),
    [BOOKING_JOB_KINDS.mail]: async (payload, { db }) => {
      const series = seriesMailPayload.safeParse(payload);
      if (series.success) {
        const row = await seriesWithCustomer(db, series.data.seriesId);
        if (!row) return;
        const config = getConfig();
        const { priceTable } = await readBusinessSettings(db);
        const slug = row.series.template.request.service;
        const serviceName = priceTable.services.find((service) => service.slug === slug)?.name ?? "cleaning";
        const bookingUrl = `${config.PUBLIC_URL}/booking`;
        const content =
          series.data.mail === "series-cancelled"
            ? orderMail.seriesCancelled(row.firstName, serviceName, series.data.cancelledVisits, bookingUrl, config.COMPANY_PHONE, row.locale)
            : orderMail.seriesVisitSkipped({
                // A series has no language of its own: its mails follow the account's.
                locale: row.locale,
                firstName: row.firstName,
                number: "",
                serviceName,
                when: formatVisitDateTime(new Date(series.data.startsAt), row.locale),
                duration: "",
                address: "",
                total: "",
                giftCardShare: null,
                orderUrl: bookingUrl,
                phone: config.COMPANY_PHONE,
                shortNotice: false,
                priceLines: [],
                cleanerFirstName: null,
                calendar: null,
              });
        await send(row.email, content);
        return;
      }
      const mail = await orderMailFor(db, orderMailPayload.parse(payload), now());
      if (mail) await send(mail.to, mail.content);
    },
    [BOOKING_JOB_KINDS.poll]: async (payload, { db }) => {
      const { orderId } = pollPayload.parse(payload);
      const row = await orderWithCustomer(db, orderId);
      if (!row || row.order.status !== "completed") return;
      const at = now();
      const token = await issuePollToken(db, orderId, at);
      if (!token) return;
      const url = `${getConfig().PUBLIC_URL}/poll/${token}`;
      const referral = deps.referralInvitation ? await deps.referralInvitation(db, row.order.customerId) : null;
      const view = orderMailView(row.order, row.firstName, at, await mailExtras(db, row.order, at));
      await send(row.email, orderMail.poll(view, url, await deps.tipInvitation(db, row.order), referral ? { link: referral.link, welcome: formatUsd(referral.welcomeCents, row.order.locale) } : null));
    },
    [BOOKING_JOB_KINDS.seriesExtend]: async (_payload, { db, logger }) => {
      const at = now();
      // The next run first, so a failure below cannot break the daily chain.
      await ensureSeriesExtensionScheduled(db, at);
      const outcome = await extendAllSeries(db, at);
      logger.info(outcome, "series extended");
    },
  };
}
