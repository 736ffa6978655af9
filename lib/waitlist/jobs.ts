import { eq } from "drizzle-orm";
import { z } from "zod";
import { formatVisitDateTime, formatVisitTime } from "@/lib/booking/booking-time";
import { formatInNewYork } from "@/lib/kernel/format/date-time";
import { LOCALES } from "@/lib/kernel/enums/locales";
import { parseIsoDate } from "@/lib/kernel/time/calendar-date";
import { newYorkIsoDateOf, newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";
import { getConfig } from "@/lib/platform/config";
import { waitlistEntries, waitlistHolds } from "@/lib/platform/db/schema";
import type { JobHandlers } from "@/lib/platform/jobs/worker";
import type { MailContent } from "@/lib/platform/mail";
import { hashToken, newLinkToken } from "@/lib/platform/security/tokens";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import { expireHold } from "./hold-lifecycle";
import { WAITLIST_JOB_KINDS } from "./job-kinds";
import { offerFreedTimes } from "./offer-freed";
import { waitlistJoinedMail, waitlistOfferMail } from "./waitlist-mail";

/**
 * The waitlist's jobs (docs/product.md#waitlist): offering freed times, the email that tells the
 * holder at once, the hold's expiry, and the "you're on the list" email. Each email issues a
 * fresh leave link (only its hash is kept), inside a transaction that locks the entry, so a
 * failed send rolls the new link back for the worker's retry.
 */

const offerPayload = z.object({ date: z.string().max(10).optional() });
const holdPayload = z.object({ holdId: z.uuid() });
const entryPayload = z.object({ entryId: z.uuid() });
const localeOf = z.enum(LOCALES).catch("en");

const hourLabel = (date: string, hour: number, locale: "en" | "es") => {
  const day = parseIsoDate(date);
  return day ? formatVisitTime(newYorkWallTimeToUtc(day, hour), locale) : "";
};

export function waitlistJobHandlers(deps: { send: (to: string, content: MailContent) => Promise<unknown>; now: () => Date }): JobHandlers {
  return {
    [WAITLIST_JOB_KINDS.offer]: async (payload, { db }) => {
      const { date } = offerPayload.parse(payload);
      await offerFreedTimes(db, date ? { date } : {}, deps.now());
    },
    [WAITLIST_JOB_KINDS.holdExpiry]: async (payload, { db }) => {
      const { holdId } = holdPayload.parse(payload);
      // A worker that runs it a moment early retries: the hold must not be handed on before its time.
      if ((await expireHold(db, holdId, deps.now())) === "not-yet") throw new Error("waitlist hold not yet expired");
    },
    [WAITLIST_JOB_KINDS.offerMail]: async (payload, { db }) => {
      const { holdId } = holdPayload.parse(payload);
      await db.transaction(async (tx) => {
        const [row] = await tx.select({ hold: waitlistHolds, entry: waitlistEntries }).from(waitlistHolds).innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistHolds.entryId)).where(eq(waitlistHolds.id, holdId)).for("update");
        // Booked, expired or left since: the news is old.
        if (!row || row.hold.status !== "active" || row.hold.expiresAt.getTime() <= deps.now().getTime()) return;
        const { hold, entry } = row;
        const token = newLinkToken();
        await tx.update(waitlistEntries).set({ tokenHash: hashToken(token) }).where(eq(waitlistEntries.id, entry.id));
        const config = getConfig();
        const locale = localeOf.parse(entry.locale);
        const book = new URLSearchParams({ service: entry.serviceSlug, zip: entry.zip, date: newYorkIsoDateOf(hold.startsAt), startsAt: hold.startsAt.toISOString() });
        await deps.send(
          entry.email,
          waitlistOfferMail({
            locale,
            name: entry.name,
            serviceName: await serviceName(tx, entry.serviceSlug),
            when: formatVisitDateTime(hold.startsAt, locale),
            expires: formatVisitTime(hold.expiresAt, locale),
            bookUrl: `${config.PUBLIC_URL}/booking?${book.toString()}`,
            leaveUrl: `${config.PUBLIC_URL}/booking/waitlist-leave/${token}`,
            phone: config.COMPANY_PHONE,
          }),
        );
      });
    },
    [WAITLIST_JOB_KINDS.joinedMail]: async (payload, { db }) => {
      const { entryId } = entryPayload.parse(payload);
      await db.transaction(async (tx) => {
        const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId)).for("update");
        if (!entry || entry.status !== "waiting") return;
        const token = newLinkToken();
        await tx.update(waitlistEntries).set({ tokenHash: hashToken(token) }).where(eq(waitlistEntries.id, entry.id));
        const config = getConfig();
        const locale = localeOf.parse(entry.locale);
        const day = parseIsoDate(entry.date);
        await deps.send(
          entry.email,
          waitlistJoinedMail({
            locale,
            name: entry.name,
            serviceName: await serviceName(tx, entry.serviceSlug),
            date: day ? formatInNewYork(newYorkWallTimeToUtc(day, 12), "longWeekdayDate", locale) : entry.date,
            window: `${hourLabel(entry.date, entry.fromHour, locale)} – ${hourLabel(entry.date, entry.toHour, locale)}`,
            leaveUrl: `${config.PUBLIC_URL}/booking/waitlist-leave/${token}`,
            phone: config.COMPANY_PHONE,
          }),
        );
      });
    },
  };
}

async function serviceName(db: Parameters<typeof readBusinessSettings>[0], slug: string): Promise<string> {
  const { priceTable } = await readBusinessSettings(db);
  return priceTable.services.find((service) => service.slug === slug)?.name ?? "cleaning";
}
