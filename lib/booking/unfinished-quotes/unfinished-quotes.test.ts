import { eq, sql } from "drizzle-orm";
import { listUnfinishedQuoteLeads } from "@/lib/admin/leads/unfinished-quote-leads";
import { formatUsd } from "@/lib/kernel/money";
import { jobs, rateLimits, unfinishedQuotes } from "@/lib/platform/db/schema";
import { claimDueJobs, completeJob } from "@/lib/platform/jobs/queue";
import { createLogger } from "@/lib/platform/log/logger";
import type { MailContent } from "@/lib/platform/mail";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { submitBooking } from "../submit-booking";
import { key, makeCustomer, NOW, nyTime, submission } from "../test-support";
import { unfinishedQuoteJobHandlers } from "./recovery-job";
import { restoreQuoteAnswers, unsubscribeQuote } from "./restore-quote";
import { RECOVERY_DELAY_MS, saveUnfinishedQuote, SAVED_QUOTE_PER_ADDRESS, savedQuoteSchema, UNFINISHED_QUOTE_JOB_KIND } from "./save-quote";

/** docs/product.md#unfinished-bookings */

jest.setTimeout(60_000);

const logger = createLogger(undefined, "silent");
const HOUR = RECOVERY_DELAY_MS;
const DAY = 86_400_000;
const at = (ms: number) => new Date(NOW.getTime() + ms);
const TWO_BED = { service: "residential-cleaning", bedrooms: 2, bathrooms: 1, extras: [], frequency: "one-time" };
const THREE_BED = { ...TWO_BED, bedrooms: 3 };

describe.each(testDrivers())("Unfinished bookings on %s", (driver) => {
  const database = useTestDatabase(driver);
  let sent: Array<{ to: string; content: MailContent }>;
  let address = 0;

  beforeEach(async () => {
    sent = [];
    await database.db.delete(jobs).where(sql`true`);
    await database.db.delete(unfinishedQuotes).where(sql`true`);
  });

  const handlers = (now: Date) => unfinishedQuoteJobHandlers({ send: async (to, content) => void sent.push({ to, content }), now: () => now });

  function save(email: string, request: Record<string, unknown>, options: { now?: Date; locale?: "en" | "es"; extra?: Record<string, unknown> } = {}) {
    const input = savedQuoteSchema.parse({ email, consent: true, request, locale: options.locale ?? "en", ...options.extra });
    return saveUnfinishedQuote(database.db, input, { address: `203.0.113.${++address % 250}`, now: options.now ?? NOW });
  }

  /** One worker's round at `now` over the quote jobs. */
  async function runDue(now: Date): Promise<void> {
    const run = handlers(now)[UNFINISHED_QUOTE_JOB_KIND];
    for (const job of await claimDueJobs(database.db, { limit: 50, lockMs: 60_000, now })) {
      if (job.kind === UNFINISHED_QUOTE_JOB_KIND && run) await run(job.payload, { db: database.db, logger, job });
      await completeJob(database.db, job.id);
    }
  }

  const tokenOf = (mail: { content: MailContent } | undefined) => mail?.content.action?.url.split("?resume=")[1] ?? "";

  it("emails the server's price an hour later, once, with a resume link and an unsubscribe link", async () => {
    // The browser's own "price" is not part of the body and is ignored.
    const saved = await save("Maya@Example.test", TWO_BED, { extra: { totalCents: 1 } });
    expect(saved).toMatchObject({ ok: true, created: true });
    const [row] = await database.db.select().from(unfinishedQuotes);
    expect(row).toMatchObject({ email: "maya@example.test", status: "pending", quoteCents: saved.ok ? saved.totalCents : -1 });
    expect(row?.quoteCents).toBeGreaterThan(1000);
    const [job] = await database.db.select().from(jobs).where(eq(jobs.kind, UNFINISHED_QUOTE_JOB_KIND));
    expect(job?.runAt).toEqual(at(HOUR));

    await runDue(at(HOUR - 1000));
    expect(sent).toHaveLength(0);
    await runDue(at(HOUR));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe("maya@example.test");
    expect(sent[0]?.content.subject).toContain(row?.serviceName ?? "?");
    expect(sent[0]?.content.paragraphs?.join(" ")).toContain(formatUsd(row?.quoteCents ?? 0));
    expect(sent[0]?.content.links?.[0]?.url).toContain("/booking/quote-unsubscribe/");
    const [after] = await database.db.select().from(unfinishedQuotes);
    expect(after).toMatchObject({ status: "sent", sentAt: at(HOUR) });

    // Saving the same answers again makes no second quote and no second email.
    expect(await save("maya@example.test", TWO_BED, { now: at(2 * HOUR) })).toMatchObject({ ok: true, created: false });
    await runDue(at(4 * HOUR));
    expect(sent).toHaveLength(1);
    expect(await database.db.select().from(unfinishedQuotes)).toHaveLength(1);
  });

  it("sends once when two workers run the same quote's job at once", async () => {
    await save("twice@example.test", TWO_BED);
    const [job] = await database.db.select().from(jobs).where(eq(jobs.kind, UNFINISHED_QUOTE_JOB_KIND));
    const run = handlers(at(HOUR))[UNFINISHED_QUOTE_JOB_KIND];
    if (!job || !run) throw new Error("no job");
    const claimed = { id: job.id, kind: job.kind, payload: job.payload, attempts: 1 };
    await Promise.all([run(job.payload, { db: database.db, logger, job: claimed }), run(job.payload, { db: database.db, logger, job: claimed })]);
    expect(sent).toHaveLength(1);
  });

  it("writes in the quote's language", async () => {
    await save("lucia@example.test", TWO_BED, { locale: "es" });
    await runDue(at(HOUR));
    expect(sent[0]?.content.heading).toBe("Tu cotización te espera");
  });

  it("new answers from the same email replace the pending quote: only the latest is mailed", async () => {
    await save("change@example.test", TWO_BED);
    const second = await save("change@example.test", THREE_BED, { now: at(10 * 60_000) });
    expect(second).toMatchObject({ ok: true, created: true });
    const rows = await database.db.select().from(unfinishedQuotes).where(eq(unfinishedQuotes.email, "change@example.test"));
    expect(rows.map((row) => row.status).sort()).toEqual(["pending", "replaced"]);
    await runDue(at(2 * HOUR));
    expect(sent).toHaveLength(1);
    const answers = await restoreQuoteAnswers(database.db, tokenOf(sent[0]), at(2 * HOUR));
    expect(answers?.request).toMatchObject({ bedrooms: 3 });
  });

  it("sends nothing once the email has booked, and marks the quote booked", async () => {
    const customer = await makeCustomer(database.db);
    await save(customer.email, TWO_BED);
    const booked = await submitBooking(database.db, customer, submission(nyTime("2026-03-10", 9)), key(), { now: at(30 * 60_000) });
    expect(booked.ok).toBe(true);
    const [row] = await database.db.select().from(unfinishedQuotes);
    expect(row?.status).toBe("booked");
    await runDue(at(HOUR));
    expect(sent).toHaveLength(0);
  });

  it("sends nothing when the email booked since the quote was saved, even if the quote was not marked", async () => {
    const customer = await makeCustomer(database.db);
    // The order's contact email is the quote's; the account's email is another.
    await save("Partner@Example.test", TWO_BED);
    const booked = await submitBooking(database.db, customer, submission(nyTime("2026-03-10", 9), { contact: { name: "Sam Partner", phone: "(718) 555-0199", email: "partner@example.test" } }), key(), { now: at(20 * 60_000) });
    expect(booked.ok).toBe(true);
    // Put back as if booking had not reached it: the job checks the orders itself.
    await database.db.update(unfinishedQuotes).set({ status: "pending" }).where(eq(unfinishedQuotes.email, "partner@example.test"));
    await runDue(at(HOUR));
    expect(sent).toHaveLength(0);
    const [row] = await database.db.select().from(unfinishedQuotes);
    expect(row?.status).toBe("booked");
  });

  it("sends nothing after the visitor unsubscribed; the link works again and again, a forged one does not", async () => {
    await save("stop@example.test", TWO_BED);
    await save("go@example.test", TWO_BED);
    await runDue(at(HOUR));
    const mail = sent.find((one) => one.to === "stop@example.test");
    const token = mail?.content.links?.[0]?.url.split("/quote-unsubscribe/")[1] ?? "";
    expect(await unsubscribeQuote(database.db, token)).toBe(true);
    expect(await unsubscribeQuote(database.db, token)).toBe(true);
    expect(await unsubscribeQuote(database.db, "x".repeat(43))).toBe(false);
    const [row] = await database.db.select().from(unfinishedQuotes).where(eq(unfinishedQuotes.email, "stop@example.test"));
    expect(row?.status).toBe("unsubscribed");
    // A pending quote unsubscribed before its hour is never mailed.
    await save("early@example.test", TWO_BED, { now: at(2 * HOUR) });
    const [pending] = await database.db.select().from(unfinishedQuotes).where(eq(unfinishedQuotes.email, "early@example.test"));
    await database.db.update(unfinishedQuotes).set({ status: "unsubscribed" }).where(eq(unfinishedQuotes.id, pending?.id ?? ""));
    await runDue(at(4 * HOUR));
    expect(sent.filter((one) => one.to === "early@example.test")).toHaveLength(0);
  });

  it("restores the answers for 14 days; an expired, forged or unsent token restores nothing", async () => {
    await save("back@example.test", { ...TWO_BED, extras: [{ id: "inside-fridge", quantity: 1 }] }, { extra: { date: "2026-03-12" } });
    expect(await restoreQuoteAnswers(database.db, "a".repeat(43), at(HOUR))).toBeNull();
    await runDue(at(HOUR));
    const token = tokenOf(sent[0]);
    expect(await restoreQuoteAnswers(database.db, token, at(HOUR + 13 * DAY))).toMatchObject({ request: { service: "residential-cleaning", bedrooms: 2 }, date: "2026-03-12" });
    expect(await restoreQuoteAnswers(database.db, token, at(HOUR + 14 * DAY + 1000))).toBeNull();
    expect(await restoreQuoteAnswers(database.db, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, at(2 * HOUR))).toBeNull();
    expect(await restoreQuoteAnswers(database.db, "../../etc", at(2 * HOUR))).toBeNull();
  });

  it("refuses answers the price table does not know, and limits saves per address", async () => {
    const bad = await saveUnfinishedQuote(database.db, savedQuoteSchema.parse({ email: "x@example.test", consent: true, request: { service: "moon-cleaning" } }), { address: "192.0.2.9", now: NOW });
    expect(bad).toMatchObject({ ok: false, kind: "invalid" });
    expect(savedQuoteSchema.safeParse({ email: "x@example.test", consent: false, request: TWO_BED }).success).toBe(false);
    expect(savedQuoteSchema.safeParse({ email: "not an email", consent: true, request: TWO_BED }).success).toBe(false);
    await database.db.delete(rateLimits).where(sql`true`);
    const input = savedQuoteSchema.parse({ email: "many@example.test", consent: true, request: TWO_BED });
    for (let i = 0; i < SAVED_QUOTE_PER_ADDRESS.limit; i++) expect((await saveUnfinishedQuote(database.db, input, { address: "192.0.2.10", now: NOW })).ok).toBe(true);
    expect(await saveUnfinishedQuote(database.db, input, { address: "192.0.2.10", now: NOW })).toMatchObject({ ok: false, kind: "rate-limited" });
    expect(await database.db.select().from(unfinishedQuotes).where(eq(unfinishedQuotes.email, "many@example.test"))).toHaveLength(1);
  });

  it("shows staff the open quotes with their value as unfinished-booking leads", async () => {
    await save("open@example.test", TWO_BED);
    await save("mailed@example.test", THREE_BED, { now: at(-HOUR) });
    await runDue(at(0));
    await save("gone@example.test", TWO_BED, { now: at(60_000) });
    const [gone] = await database.db.select().from(unfinishedQuotes).where(eq(unfinishedQuotes.email, "gone@example.test"));
    await database.db.update(unfinishedQuotes).set({ status: "unsubscribed" }).where(eq(unfinishedQuotes.id, gone?.id ?? ""));
    const leads = await listUnfinishedQuoteLeads(database.db);
    expect(leads.map((lead) => [lead.email, lead.status, lead.kind])).toEqual([
      ["open@example.test", "pending", "unfinished booking"],
      ["mailed@example.test", "sent", "unfinished booking"],
    ]);
    expect(leads[1]?.quoteCents).toBeGreaterThan(leads[0]?.quoteCents ?? Infinity);
  });
});
