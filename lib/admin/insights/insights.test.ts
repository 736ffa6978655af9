/**
 * The owner's charts on a hand-worked fortnight (docs/product.md, "The owner's charts"), on
 * PGlite and PostgreSQL. The range is Monday 2 to Sunday 15 March 2026, New York: the first
 * week holds the change to summer time (Sunday 8 March), so it is 167 hours long and a visit at
 * 23:30 that Sunday still belongs to it. Every expected figure is worked out in the comments.
 */
import { leads, quoteStarts, satisfactionPolls, unfinishedQuotes } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { makeAccount, nyTime } from "../test-support";
import { bookingFunnel } from "./booking-funnel";
import { cancellationRates } from "./cancellations";
import { chartSpecs } from "./chart-specs";
import { ratingsByCleaner } from "./cleaner-ratings";
import { repeatCustomers, seriesChurn } from "./customer-retention";
import { loadInsights } from "./insights";
import { insertSeries, insertVisit } from "./insights-test-support";
import { leadSources } from "./lead-sources";
import { insightRangeSchema, resolveRange } from "./range";
import { revenueAndVisits } from "./revenue-visits";

jest.setTimeout(60_000);

const RANGE = resolveRange(insightRangeSchema.parse({ range: "custom", from: "2026-03-02", to: "2026-03-15" }), new Date("2026-06-01T12:00:00Z"));
const at = (iso: string) => new Date(iso);
const sundayNight = new Date(nyTime("2026-03-08", 23).getTime() + 30 * 60_000);

describe.each(testDrivers())("the owner's charts on %s", (driver) => {
  const { db } = useTestDatabase(driver);

  beforeAll(async () => {
    const [a, b, c, d] = await Promise.all(["Customer", "Customer", "Customer", "Customer"].map(() => makeAccount(db, "Customer")));
    const x = await makeAccount(db, "Cleaner", { firstName: "Xiomara", lastName: "Reyes" });
    const y = await makeAccount(db, "Cleaner", { firstName: "Yusuf", lastName: "Okafor" });
    if (!a || !b || !c || !d) throw new Error("customers missing");
    const feb1 = at("2026-02-01T15:00:00Z");
    // Series: S1 and S6 run on; S2 is stopped in the range; S3's only visit in it was cancelled
    // (lapsed); S4 stopped before the range and S5 began in it, so neither was active at its start.
    const s1 = await insertSeries(db, a.id, feb1);
    const s2 = await insertSeries(db, c.id, feb1, at("2026-03-10T15:00:00Z"));
    const s3 = await insertSeries(db, d.id, feb1);
    await insertSeries(db, b.id, feb1, at("2026-02-20T15:00:00Z"));
    await insertSeries(db, b.id, at("2026-03-04T15:00:00Z"));
    await insertSeries(db, a.id, feb1);

    // Before the range: A's first completed visit, which makes A a repeat customer.
    const aFeb = await insertVisit(db, { customerId: a.id, startsAt: nyTime("2026-02-10", 9), status: "completed", totalCents: 9_000, cleanerId: y.id, createdAt: at("2026-02-01T15:00:00Z") });
    // Week 1 (2–8 March): four visits due, two completed ($100 + $200), C's cancelled days ahead, D's two hours before.
    const aW1 = await insertVisit(db, { customerId: a.id, startsAt: nyTime("2026-03-03", 9), status: "completed", totalCents: 10_000, cleanerId: x.id, createdAt: at("2026-02-25T15:00:00Z") });
    const bW1 = await insertVisit(db, { customerId: b.id, startsAt: sundayNight, status: "completed", totalCents: 20_000, cleanerId: y.id, createdAt: at("2026-03-02T15:00:00Z") });
    await insertVisit(db, { customerId: c.id, startsAt: nyTime("2026-03-05", 10), status: "cancelled", cancelledAt: at("2026-03-01T15:00:00Z"), createdAt: at("2026-03-02T16:00:00Z") });
    await insertVisit(db, { customerId: d.id, startsAt: nyTime("2026-03-06", 10), status: "cancelled", cancelledAt: nyTime("2026-03-06", 8), seriesId: s3, seriesOccurrence: 2, createdAt: at("2026-03-03T15:00:00Z") });
    // Week 2 (9–15 March): three visits due, two completed ($150 + $120), none cancelled.
    const bW2 = await insertVisit(db, { customerId: b.id, startsAt: nyTime("2026-03-10", 9), status: "completed", totalCents: 15_000, cleanerId: x.id, createdAt: at("2026-03-09T15:00:00Z") });
    const cW2 = await insertVisit(db, { customerId: c.id, startsAt: nyTime("2026-03-12", 9), status: "completed", totalCents: 12_000, cleanerId: x.id, seriesId: s2, seriesOccurrence: 0, createdAt: at("2026-03-10T15:00:00Z") });
    await insertVisit(db, { customerId: a.id, startsAt: nyTime("2026-03-13", 9), status: "confirmed", seriesId: s1, seriesOccurrence: 3, createdAt: at("2026-03-01T15:00:00Z") });
    // After the range (Monday 16 March, 0:30 in New York): in no figure.
    await insertVisit(db, { customerId: d.id, startsAt: at("2026-03-16T04:30:00Z"), status: "completed", totalCents: 50_000, cleanerId: y.id, createdAt: at("2026-03-11T15:00:00Z") });

    await db.insert(satisfactionPolls).values([
      { orderId: aW1, tokenHash: "poll-a-w1", rating: 5, answeredAt: at("2026-03-04T15:00:00Z") },
      { orderId: bW1, tokenHash: "poll-b-w1", rating: 3, answeredAt: at("2026-03-09T15:00:00Z") },
      { orderId: bW2, tokenHash: "poll-b-w2", rating: 4, answeredAt: at("2026-03-11T15:00:00Z") },
      // Written by the demo seed: left out.
      { orderId: cW2, tokenHash: "poll-c-w2", rating: 1, answeredAt: at("2026-03-13T15:00:00Z"), sample: true },
      // Answered before the range: left out.
      { orderId: aFeb, tokenHash: "poll-a-feb", rating: 1, answeredAt: at("2026-02-11T15:00:00Z") },
    ]);
    await db.insert(leads).values([
      { name: "Estimate 1", email: "e1@example.test", message: "Move-out", freeEstimate: true, createdAt: at("2026-03-03T15:00:00Z") },
      { name: "Estimate 2", email: "e2@example.test", message: "Office", freeEstimate: true, createdAt: at("2026-03-12T15:00:00Z") },
      { name: "Question", email: "q@example.test", message: "Do you bring supplies?", createdAt: at("2026-03-05T15:00:00Z") },
      { name: "Text from (718) 555-0100", email: "", phone: "+17185550100", preferredContact: "text", message: "Price for Friday?", createdAt: at("2026-03-14T15:00:00Z") },
      { name: "Too early", email: "early@example.test", message: "Hello", freeEstimate: true, createdAt: at("2026-02-28T15:00:00Z") },
    ]);
    const quote = { answers: {}, quoteCents: 15_000, serviceName: "Regular cleaning" };
    await db.insert(unfinishedQuotes).values([
      // One email saving twice counts once; the other saved, was emailed and booked; the third was saved before the range and emailed in it.
      { ...quote, email: "one@example.test", answersHash: "h1", tokenHash: "t1", status: "replaced", createdAt: at("2026-03-03T15:00:00Z") },
      { ...quote, email: "one@example.test", answersHash: "h2", tokenHash: "t2", status: "pending", createdAt: at("2026-03-04T15:00:00Z") },
      { ...quote, email: "two@example.test", answersHash: "h3", tokenHash: "t3", status: "booked", createdAt: at("2026-03-05T15:00:00Z"), sentAt: at("2026-03-05T16:00:00Z") },
      { ...quote, email: "three@example.test", answersHash: "h4", tokenHash: "t4", status: "sent", createdAt: at("2026-03-01T15:00:00Z"), sentAt: at("2026-03-02T17:00:00Z") },
    ]);
    await db.insert(quoteStarts).values([
      { day: "2026-03-01", starts: 7 },
      { day: "2026-03-02", starts: 5 },
      { day: "2026-03-15", starts: 4 },
      { day: "2026-03-16", starts: 9 },
    ]);
  });

  it("counts completed visits and their totals by the week they were due", async () => {
    expect(await revenueAndVisits(db, RANGE)).toEqual([
      { monday: "2026-03-02", visits: 2, revenueCents: 30_000 },
      { monday: "2026-03-09", visits: 2, revenueCents: 27_000 },
    ]);
  });

  it("works out the repeat rate by week and over the range", async () => {
    // Week 1: A (served in February) and B (first time) → 1 of 2. Week 2: B (served in week 1) and C (first time) → 1 of 2.
    // The range: A, B and C were served; only A before it began → 1 of 3.
    expect(await repeatCustomers(db, RANGE)).toEqual({
      weeks: [
        { monday: "2026-03-02", customers: 2, repeatCustomers: 1, repeatRate: 0.5 },
        { monday: "2026-03-09", customers: 2, repeatCustomers: 1, repeatRate: 0.5 },
      ],
      customers: 3,
      repeatCustomers: 1,
      repeatRate: 1 / 3,
    });
  });

  it("works out the churn of recurring series", async () => {
    // Active at the start: S1, S2, S3 and S6. S2 stopped, S3 lapsed → 2 of 4.
    expect(await seriesChurn(db, RANGE)).toEqual({ activeAtStart: 4, stopped: 1, lapsed: 1, churnRate: 0.5 });
  });

  it("works out cancellation and late-cancellation rates by week", async () => {
    expect(await cancellationRates(db, RANGE)).toEqual([
      { monday: "2026-03-02", visits: 4, cancelled: 2, lateCancelled: 1, cancellationRate: 0.5, lateCancellationRate: 0.25 },
      { monday: "2026-03-09", visits: 3, cancelled: 0, lateCancelled: 0, cancellationRate: 0, lateCancellationRate: 0 },
    ]);
  });

  it("averages the ratings answered in the range by cleaner, best first", async () => {
    const ratings = await ratingsByCleaner(db, RANGE);
    expect(ratings.map(({ name, answers, average }) => ({ name, answers, average }))).toEqual([
      { name: "Xiomara Reyes", answers: 2, average: 4.5 },
      { name: "Yusuf Okafor", answers: 1, average: 3 },
    ]);
  });

  it("counts leads by the way they came", async () => {
    expect((await leadSources(db, RANGE)).map(({ source, leads: count }) => [source, count])).toEqual([
      ["free-estimate", 2],
      ["contact-message", 1],
      ["text-message", 1],
      ["saved-quote", 2],
    ]);
  });

  it("counts each stage of the booking funnel in the range", async () => {
    // Started: 5 on 2 March + 4 on 15 March. Saved: two emails. Emailed: two quotes sent in the range.
    // Booked: B's two, C's cancelled one, S2's first visit and D's visit due after the range (booked on 11 March);
    // S3's and S1's later visits were generated, not booked.
    expect(await bookingFunnel(db, RANGE)).toEqual({
      steps: [
        { stage: "started", label: "Booking form priced", count: 9 },
        { stage: "saved", label: "Quote saved", count: 2 },
        { stage: "emailed", label: "Quote emailed", count: 2 },
        { stage: "booked", label: "Booked", count: 5 },
      ],
      savedThenBooked: 1,
    });
  });

  it("gives every chart a summary with its main figures", async () => {
    const specs = chartSpecs(await loadInsights(db, RANGE));
    expect(specs.map((spec) => spec.id)).toEqual(["revenue", "repeat", "cancellations", "ratings", "lead-sources", "funnel"]);
    const summary = (id: string) => specs.find((spec) => spec.id === id)?.summary;
    expect(summary("revenue")).toBe("Revenue and visits by week, March 2, 2026 to March 15, 2026: 4 completed visits billed $570.");
    expect(summary("repeat")).toBe("Repeat rate by week, March 2, 2026 to March 15, 2026: 33.3 % of 3 customers served had been served before; recurring churn 50.0 % (2 of 4 series).");
    expect(summary("cancellations")).toBe("Cancellations by week, March 2, 2026 to March 15, 2026: 28.6 % of 7 visits cancelled, 14.3 % late.");
    expect(summary("ratings")).toBe("Average rating by cleaner, March 2, 2026 to March 15, 2026: 2 cleaners rated, highest Xiomara Reyes at 4.50.");
  });
});
