import { eq, sql } from "drizzle-orm";
import { updateReviewLink } from "@/lib/admin/settings/update-review-link";
import { jobs, reviewRequests, satisfactionPolls } from "@/lib/platform/db/schema";
import { claimDueJobs, completeJob } from "@/lib/platform/jobs/queue";
import type { JobHandlers } from "@/lib/platform/jobs/worker";
import { createLogger } from "@/lib/platform/log/logger";
import type { MailContent } from "@/lib/platform/mail";
import { tipInvitationFor } from "@/lib/payments/tips/tips";
import { reviewLinkUpdateSchema } from "@/lib/settings/review-link-schema";
import { testDrivers, type TestDatabase } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { createBookingJobHandlers } from "../jobs";
import { confirmOrder, markOrderCompleted } from "../orders/status-actions";
import { answerPoll } from "../polls";
import { submitBooking } from "../submit-booking";
import { key, makeCustomer, NOW, nyTime, submission } from "../test-support";
import { followReviewLink } from "./requests";
import { REVIEW_REQUEST_JOB_KIND, reviewRequestKey, reviewRequestTime } from "./schedule";

/** docs/product.md#review-requests */

// Each suite opens and migrates a database of its own; on a busy machine that takes a while.
jest.setTimeout(60_000);

const logger = createLogger(undefined, "silent");
const GOOGLE = "https://g.page/r/CbQx-borough-bright/review";
const DAY = 86_400_000;
const later = (at: Date, days: number) => new Date(at.getTime() + days * DAY);

describe.each(testDrivers())("Google review requests on %s", (driver) => {
  const database = useTestDatabase(driver);
  let sent: Array<{ to: string; content: MailContent }>;
  let clock: Date;
  let handlers: JobHandlers;

  beforeEach(async () => {
    sent = [];
    clock = NOW;
    handlers = createBookingJobHandlers({ send: async (to, content) => void sent.push({ to, content }), now: () => clock, tipInvitation: tipInvitationFor });
    // Each test sees only its own jobs and requests.
    await database.db.delete(jobs).where(sql`true`);
    await database.db.delete(reviewRequests).where(sql`true`);
  });

  /** The worker's round at `at`, for booking's jobs (completion's charge jobs are payments', tested there). */
  async function runDueJobs(db: TestDatabase["db"], at: Date): Promise<void> {
    clock = at;
    for (const job of await claimDueJobs(db, { limit: 50, lockMs: 60_000, now: at })) {
      const handler = handlers[job.kind];
      if (handler && job.kind.startsWith("booking:")) await handler(job.payload, { db, logger, job });
      await completeJob(db, job.id);
    }
  }

  async function setLink(url: string) {
    const admin = await makeCustomer(database.db, { role: "Admin" });
    return updateReviewLink(database.db, admin.id, reviewLinkUpdateSchema.parse({ googleReviewUrl: url }));
  }

  /** A visit booked for `customer` on `day` and completed by staff at `completedAt`. */
  async function completedVisit(customer: Awaited<ReturnType<typeof makeCustomer>>, day: string, completedAt: Date): Promise<string> {
    const admin = await makeCustomer(database.db, { role: "Admin" });
    const booked = await submitBooking(database.db, customer, submission(nyTime(day, 9)), key(), { now: NOW });
    if (!booked.ok) throw new Error(booked.message);
    await confirmOrder(database.db, booked.order.id, admin, { now: NOW });
    expect(await markOrderCompleted(database.db, booked.order.id, admin, { now: completedAt })).toMatchObject({ ok: true, status: "completed" });
    return booked.order.id;
  }

  const reviewMails = () => sent.filter((mail) => mail.content.subject.startsWith("Would you review us on Google?"));
  const tokenOf = (mail: { content: MailContent } | undefined) => mail?.content.action?.url.split("/review/")[1] ?? "";

  it("asks the day after at 10 AM New York time, once, with a link that counts its clicks and goes on to Google", async () => {
    await setLink(GOOGLE);
    const customer = await makeCustomer(database.db);
    // Completed the Saturday evening before clocks spring forward: Sunday 10 AM is EDT.
    const completedAt = new Date("2026-03-07T22:00:00Z");
    const orderId = await completedVisit(customer, "2026-03-07", completedAt);
    const [job] = await database.db.select().from(jobs).where(eq(jobs.dedupeKey, reviewRequestKey(orderId)));
    expect(job).toMatchObject({ kind: REVIEW_REQUEST_JOB_KIND, runAt: new Date("2026-03-08T14:00:00Z") });

    await runDueJobs(database.db, new Date("2026-03-08T13:59:00Z"));
    expect(reviewMails()).toEqual([]);
    await runDueJobs(database.db, new Date("2026-03-08T14:00:00Z"));
    expect(reviewMails().map((mail) => mail.to)).toEqual([customer.email]);
    const mail = reviewMails()[0];
    expect(mail?.content.footnote).toContain("offer nothing in return");

    const token = tokenOf(mail);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const clickedAt = new Date("2026-03-08T15:30:00Z");
    expect(await followReviewLink(database.db, token, clickedAt)).toBe(GOOGLE);
    expect(await followReviewLink(database.db, token, later(clickedAt, 1))).toBe(GOOGLE);
    const [row] = await database.db.select().from(reviewRequests).where(eq(reviewRequests.orderId, orderId));
    expect(row).toMatchObject({ customerId: customer.id, sentAt: new Date("2026-03-08T14:00:00Z"), clickCount: 2, firstClickedAt: clickedAt });
    // Only the hash is kept.
    expect(row?.tokenHash).not.toBe(token);
    expect(await followReviewLink(database.db, "x".repeat(43), clickedAt)).toBeNull();
    expect(await followReviewLink(database.db, "not-a-token", clickedAt)).toBeNull();
  });

  it("asks a customer at most once in 90 days, and again once 90 days have passed", async () => {
    await setLink(GOOGLE);
    const customer = await makeCustomer(database.db);
    const completions = ["2026-03-06", "2026-03-13", "2026-03-20", "2026-03-27"].map((day) => ({ day, at: new Date(`${day}T20:00:00Z`) }));
    const [first, second, third, fourth] = await Promise.all(completions.map(({ day, at }) => completedVisit(customer, day, at)));
    const firstSent = reviewRequestTime(completions[0]!.at);
    // The last two visits' requests are held back to run just before and just after 90 days from the first.
    const holdUntil = (orderId: string, at: Date) => database.db.update(jobs).set({ runAt: at }).where(eq(jobs.dedupeKey, reviewRequestKey(orderId)));
    await holdUntil(third!, new Date(later(firstSent, 90).getTime() - 60_000));
    await holdUntil(fourth!, later(firstSent, 90));

    await runDueJobs(database.db, firstSent);
    await runDueJobs(database.db, reviewRequestTime(completions[1]!.at));
    await runDueJobs(database.db, new Date(later(firstSent, 90).getTime() - 60_000));
    expect(reviewMails()).toHaveLength(1);
    await runDueJobs(database.db, later(firstSent, 90));
    expect(reviewMails()).toHaveLength(2);
    const asked = await database.db.select({ orderId: reviewRequests.orderId }).from(reviewRequests).where(eq(reviewRequests.customerId, customer.id));
    expect(asked.map((row) => row.orderId).sort()).toEqual([first, fourth].sort());
    expect(asked.map((row) => row.orderId)).not.toContain(second);
  });

  it("makes one request when two visits are completed at once and their requests go out at once", async () => {
    await setLink(GOOGLE);
    const customer = await makeCustomer(database.db);
    const admin = await makeCustomer(database.db, { role: "Admin" });
    const orderIds: string[] = [];
    for (const day of ["2026-03-10", "2026-03-11"]) {
      const booked = await submitBooking(database.db, customer, submission(nyTime(day, 9)), key(), { now: NOW });
      if (!booked.ok) throw new Error(booked.message);
      await confirmOrder(database.db, booked.order.id, admin, { now: NOW });
      orderIds.push(booked.order.id);
    }
    const at = new Date("2026-03-11T20:00:00Z");
    const completed = await Promise.all(orderIds.map((orderId) => markOrderCompleted(database.db, orderId, admin, { now: at })));
    expect(completed.map((result) => result.ok)).toEqual([true, true]);
    // Two workers take one job each at the same moment.
    clock = reviewRequestTime(at);
    const handler = handlers[REVIEW_REQUEST_JOB_KIND];
    if (!handler) throw new Error("no review request handler");
    await Promise.all(orderIds.map((orderId, index) => handler({ orderId }, { db: database.db, logger, job: { id: index, kind: REVIEW_REQUEST_JOB_KIND, payload: { orderId }, attempts: 1 } })));
    expect(reviewMails()).toHaveLength(1);
    expect(await database.db.select().from(reviewRequests).where(eq(reviewRequests.customerId, customer.id))).toHaveLength(1);
  });

  it("sends nothing while no Google link is set", async () => {
    expect(await setLink("")).toBeNull();
    const customer = await makeCustomer(database.db);
    const at = new Date("2026-03-09T20:00:00Z");
    await completedVisit(customer, "2026-03-09", at);
    await runDueJobs(database.db, reviewRequestTime(at));
    expect(reviewMails()).toEqual([]);
    expect(await database.db.select().from(reviewRequests)).toEqual([]);
  });

  it("asks every completed visit, whatever its poll said; a low score still goes to the guarantee", async () => {
    await setLink(GOOGLE);
    const unhappy = await makeCustomer(database.db);
    const at = new Date("2026-03-12T20:00:00Z");
    const orderId = await completedVisit(unhappy, "2026-03-12", at);
    await runDueJobs(database.db, at);
    const pollToken = sent.find((mail) => mail.content.subject.startsWith("How did we do?"))?.content.action?.url.split("/poll/")[1] ?? "";
    expect(await answerPoll(database.db, { token: pollToken, rating: 1, comment: "Missed the bathroom" }, at)).toEqual({ ok: true, flagged: true });
    await runDueJobs(database.db, reviewRequestTime(at));
    expect(reviewMails().map((mail) => mail.to)).toEqual([unhappy.email]);
    const [poll] = await database.db.select().from(satisfactionPolls).where(eq(satisfactionPolls.orderId, orderId));
    expect(poll).toMatchObject({ flagged: true, resolvedAt: null });
  });

  it("refuses a link that is not Google's, with a clear message", () => {
    const refused = reviewLinkUpdateSchema.safeParse({ googleReviewUrl: "https://evil.example/review" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toContain("Paste the https link Google gives");
    expect(reviewLinkUpdateSchema.safeParse({ googleReviewUrl: "http://g.page/r/x/review" }).success).toBe(false);
    expect(reviewLinkUpdateSchema.parse({ googleReviewUrl: " https://search.google.com/local/writereview?placeid=abc " })).toEqual({
      googleReviewUrl: "https://search.google.com/local/writereview?placeid=abc",
    });
  });
});
