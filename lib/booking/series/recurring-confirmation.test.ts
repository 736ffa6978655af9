/**
 * Recurring visits told plainly, end to end (issue #24): a biweekly booking made at a fixed
 * instant, crossing Thanksgiving 2026. The confirmation page's overview and the booking-received
 * email say "every two weeks", list the next visits with their prices (the offer on the first
 * only) and name the holiday skipped.
 */
import { eq } from "drizzle-orm";
import { jobs } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { claimDueJobs, completeJob } from "@/lib/platform/jobs/queue";
import { createLogger } from "@/lib/platform/log/logger";
import type { MailContent } from "@/lib/platform/mail/layout";
import { DEFAULT_CLOSING_CALENDAR } from "@/lib/settings/closing-calendar";
import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";
import { createBookingJobHandlers } from "../jobs";
import { tipInvitationFor } from "@/lib/payments/tips/tips";
import { submitBooking } from "../submit-booking";
import { giveOffer, key, makeCustomer, nyTime, submission } from "../test-support";
import { seriesOverviewOfOrder } from "./order-series-overview";
import { DEFAULT_TRAVEL_MINUTES } from "@/lib/settings/travel-minutes";

jest.setTimeout(30_000);

/** Monday 2 November 2026, 10:00 in New York. */
const NOW = new Date("2026-11-02T15:00:00.000Z");
const settings = { priceTable: DEFAULT_PRICE_TABLE, travel: DEFAULT_TRAVEL_MINUTES, closing: DEFAULT_CLOSING_CALENDAR };
const logger = createLogger(undefined, "silent");

describe.each(testDrivers())("a recurring booking told plainly on %s", (driver) => {
  const database = useTestDatabase(driver);

  async function bookBiweeklyOverThanksgiving() {
    const customer = await makeCustomer(database.db);
    const offerId = await giveOffer(database.db, customer.id, { isPercentage: false, discountValue: 2_000, name: "Welcome" });
    const request = { service: "residential-cleaning", bedrooms: 2, bathrooms: 1, extras: [], frequency: "biweekly" };
    const booked = await submitBooking(database.db, customer, submission(nyTime("2026-11-12", 9), { request, specialOfferId: offerId }), key(), { now: NOW, settings });
    if (!booked.ok) throw new Error(booked.message);
    return { customer, orderId: booked.order.id };
  }

  it("gives the confirmation page the cadence, the next visits with their prices and the skipped holiday", async () => {
    const { orderId } = await bookBiweeklyOverThanksgiving();
    const overview = await seriesOverviewOfOrder(database.db, orderId, settings);
    expect(overview?.cadence).toBe("every two weeks");
    // $175 less 15% = $148.75; the first visit also less $20: $128.75 + tax $11.43 = $140.18. The others $161.95.
    expect(overview?.visits.map((visit) => [visit.startsAt.toISOString(), visit.totalCents, visit.offerName])).toEqual([
      [nyTime("2026-11-12", 9).toISOString(), 14_018, "Welcome"],
      [nyTime("2026-12-10", 9).toISOString(), 16_195, null],
      [nyTime("2026-12-24", 9).toISOString(), 16_195, null],
      [nyTime("2027-01-07", 9).toISOString(), 16_195, null],
    ]);
    expect(overview?.skipped.map((day) => day.reason)).toEqual(["Thanksgiving Day"]);
  });

  it("says the same in the booking-received email", async () => {
    await database.db.delete(jobs).where(eq(jobs.status, "done"));
    const { customer, orderId } = await bookBiweeklyOverThanksgiving();
    const sent: Array<{ to: string; content: MailContent }> = [];
    const handlers = createBookingJobHandlers({ send: async (to, content) => void sent.push({ to, content }), now: () => NOW, tipInvitation: tipInvitationFor });
    for (const job of await claimDueJobs(database.db, { limit: 50, lockMs: 60_000, now: NOW })) {
      const handler = handlers[job.kind];
      if (handler) await handler(job.payload, { db: database.db, logger, job });
      await completeJob(database.db, job.id);
    }
    const received = sent.find((mail) => mail.to === customer.email && mail.content.subject.startsWith("We received"));
    expect(received).toBeDefined();
    const text = received?.content.paragraphs.join("\n") ?? "";
    expect(text).toContain("This is a recurring booking: every two weeks, on Thursdays at 9:00 AM.");
    expect(text).toContain("Thursday, November 12, 2026 at 9:00 AM: $140.18, with your Welcome offer");
    expect(text).toContain("Thursday, December 10, 2026 at 9:00 AM: $161.95");
    expect(text).toContain("Thursday, January 7, 2027 at 9:00 AM: $161.95");
    expect(text).toContain("No visit on Thursday, November 26, 2026 (Thanksgiving Day): we are closed that day.");
    expect(orderId).toBeTruthy();
  });

  it("adds nothing to a one-time booking", async () => {
    const customer = await makeCustomer(database.db);
    const booked = await submitBooking(database.db, customer, submission(nyTime("2026-11-12", 11)), key(), { now: NOW, settings });
    if (!booked.ok) throw new Error(booked.message);
    expect(await seriesOverviewOfOrder(database.db, booked.order.id, settings)).toBeNull();
  });
});
