import { eq } from "drizzle-orm";
import { NOW } from "@/lib/admin/test-support";
import { updateReviewLink } from "@/lib/admin/settings/update-review-link";
import { createBookingJobHandlers } from "@/lib/booking/jobs";
import { confirmOrder, markOrderCompleted } from "@/lib/booking/orders/status-actions";
import { followReviewLink } from "@/lib/booking/review-requests/requests";
import { REVIEW_REQUEST_JOB_KIND, reviewRequestTime } from "@/lib/booking/review-requests/schedule";
import { submitBooking } from "@/lib/booking/submit-booking";
import { key, nyTime, submission } from "@/lib/booking/test-support";
import { tipInvitationFor } from "@/lib/payments/tips/tips";
import type { Database } from "@/lib/platform/db";
import { reviewRequests } from "@/lib/platform/db/schema";
import { createLogger } from "@/lib/platform/log/logger";
import { installOrderReactions } from "@/lib/startup/order-reactions";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { optOut } from "./consent";
import { createMessagingJobHandlers } from "./jobs";
import { countingProvider, runTextJobs, textableAccount, textsTo, typed, type CountingProvider } from "./notice-test-support";
import { saveMutedTextTypes } from "./preferences";

/** The review request's text (docs/product.md#review-requests): off until the customer switches it on; consent and STOP as for every text. */

jest.setTimeout(60_000);

const logger = createLogger(undefined, "silent");

describe.each(testDrivers())("the review request's text on %s", (driver) => {
  const database = useTestDatabase(driver);
  const db: Database = database.db;
  let clock = NOW;
  let provider: CountingProvider;
  const texts = createMessagingJobHandlers({ now: () => clock, provider: () => provider });
  const booking = createBookingJobHandlers({ send: async () => undefined, now: () => clock, tipInvitation: tipInvitationFor });

  beforeAll(() => installOrderReactions({ textsOn: () => true }));
  afterAll(() => installOrderReactions());
  beforeEach(() => {
    clock = NOW;
    provider = countingProvider();
  });

  /** A customer who agreed to texts, with a visit on `day` completed that afternoon; its review request's job run the next morning, then the texts. */
  async function askedCustomer(day: string, switchedOn: boolean, options: { stop?: boolean } = {}) {
    const admin = await textableAccount(db, "Admin", NOW);
    await updateReviewLink(db, admin.id, { googleReviewUrl: "https://g.page/r/borough-bright/review" });
    const customer = await textableAccount(db, "Customer", NOW);
    if (switchedOn) await saveMutedTextTypes(db, customer.id, []);
    if (options.stop) await optOut(db, customer.phone, "STOP", NOW);
    const booked = await submitBooking(db, { id: customer.id, emailVerified: true }, submission(nyTime(day, 9), { contact: { name: "Dana Booker", phone: typed(customer.phone), email: "dana@example.test" } }), key(), { now: NOW });
    if (!booked.ok) throw new Error(booked.message);
    const orderId = booked.order.id;
    await confirmOrder(db, orderId, admin, { now: NOW });
    const completedAt = nyTime(day, 15);
    expect(await markOrderCompleted(db, orderId, admin, { now: completedAt })).toMatchObject({ ok: true });
    clock = reviewRequestTime(completedAt);
    await booking[REVIEW_REQUEST_JOB_KIND]?.({ orderId }, { db, logger, job: { id: 0, kind: REVIEW_REQUEST_JOB_KIND, payload: { orderId }, attempts: 1 } });
    await runTextJobs(db, texts, clock);
    const reviewTexts = (await textsTo(db, customer.phone)).filter((text) => text.type === "review-request");
    return { customer, orderId, reviewTexts };
  }

  it("texts nobody who has not switched it on, though the email goes", async () => {
    const { orderId, reviewTexts } = await askedCustomer("2026-03-16", false);
    expect(reviewTexts).toEqual([]);
    expect(await db.select().from(reviewRequests).where(eq(reviewRequests.orderId, orderId))).toHaveLength(1);
  });

  it("texts a customer who switched it on, with a link of its own that counts, and keeps no token once sent", async () => {
    const { customer, orderId, reviewTexts } = await askedCustomer("2026-03-17", true);
    expect(reviewTexts).toHaveLength(1);
    const sent = provider.sent.find((text) => text.to === customer.phone && text.type === "review-request");
    expect(sent?.body).toMatch(/^Borough Bright Cleaning: Thanks for having us yesterday! .*Google review.*: http:\/\/localhost:3000\/review\/[A-Za-z0-9_-]{43}$/);
    const token = /\/review\/([A-Za-z0-9_-]{43})$/.exec(sent?.body ?? "")?.[1] ?? "";
    expect(await followReviewLink(db, token, clock)).toBe("https://g.page/r/borough-bright/review");
    expect((await db.select().from(reviewRequests).where(eq(reviewRequests.orderId, orderId)))[0]).toMatchObject({ clickCount: 1 });
    expect(reviewTexts[0]?.body).toContain("/review/[link]");
  });

  it("texts nobody who said STOP, even with the switch on", async () => {
    const { reviewTexts } = await askedCustomer("2026-03-18", true, { stop: true });
    expect(reviewTexts).toEqual([]);
  });
});
