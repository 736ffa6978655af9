import { eq } from "drizzle-orm";
import { makeAccount } from "@/lib/admin/test-support";
import { orderMail } from "@/lib/booking/order-mail";
import { orders } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { formatUsd } from "@/lib/kernel/money";
import { listPaymentsNeedingAttention } from "@/lib/payments/attention";
import { runChargeTry } from "@/lib/payments/charge";
import { paidVisit, paymentRow, saveCardThroughStripe, useStripeFake } from "@/lib/startup/testing/payments";
import { cleanerTipWeeks, newYorkMondayOf, tipsReport } from "./tip-reports";
import { giveTip, tipInvitationFor, tipOfferFor } from "./tips";

describe.each(testDrivers())("tips on %s", (driver) => {
  const database = useTestDatabase(driver);
  const stripe = useStripeFake("whsec_tips_test", { asProcessProvider: true });

  /** A paid visit whose customer tipped `cents`, charged (and paid) at `paidAt`. */
  async function tippedVisit(cents: number, paidAt: Date, cleaner?: { id: string }) {
    const visit = await paidVisit(database.db, stripe);
    if (cleaner) await database.db.update(orders).set({ cleanerId: cleaner.id }).where(eq(orders.id, visit.orderId));
    const given = await giveTip(database.db, { customerId: visit.customer.id }, visit.orderId, { kind: "amount", amountCents: cents }, paidAt);
    if (!given.ok) throw new Error(given.message);
    expect(await runChargeTry(database.db, stripe.provider, given.tip.id, 1, { now: paidAt })).toBe("succeeded");
    return { ...visit, tipId: given.tip.id };
  }

  it("charges a tip once when its try runs twice at once, and the offer then shows it paid", async () => {
    const visit = await paidVisit(database.db, stripe);
    const offer = await tipOfferFor(database.db, visit.orderId);
    if (offer.state !== "offer") throw new Error(`no offer: ${offer.state}`);
    expect(offer.presets.map((preset) => preset.percent)).toEqual([15, 20, 25]);
    expect(offer.cleanerName).toBe(visit.cleaner.firstName);
    const twenty = offer.presets.find((preset) => preset.percent === 20)?.amountCents ?? 0;
    expect(twenty).toBe(Math.round(offer.totalCents / 5));

    const given = await giveTip(database.db, { customerId: visit.customer.id }, visit.orderId, { kind: "percent", percent: 20 });
    if (!given.ok) throw new Error(given.message);
    const before = stripe.fake.paymentIntents().length;
    const outcomes = await Promise.all([runChargeTry(database.db, stripe.provider, given.tip.id, 1), runChargeTry(database.db, stripe.provider, given.tip.id, 1)]);
    expect(outcomes.sort()).toEqual(["skipped", "succeeded"]);
    expect(stripe.fake.paymentIntents().slice(before).map((intent) => intent.amount)).toEqual([twenty]);
    expect(await tipOfferFor(database.db, visit.orderId)).toEqual({ state: "tipped", amountCents: twenty, status: "succeeded", cleanerName: visit.cleaner.firstName });
  });

  it("drops a declined tip without chasing it: off the attention list (tip-without-card.test.ts holds the rest)", async () => {
    const visit = await paidVisit(database.db, stripe);
    await saveCardThroughStripe(database.db, stripe.provider, stripe.fake, visit.customer.id, "4000000000000341");
    const given = await giveTip(database.db, { customerId: visit.customer.id }, visit.orderId, { kind: "amount", amountCents: 1500 });
    if (!given.ok) throw new Error(given.message);
    expect(await runChargeTry(database.db, stripe.provider, given.tip.id, 1)).toBe("declined");
    expect(await paymentRow(database.db, given.tip.id)).toMatchObject({ status: "cancelled", failureCode: "card_declined" });
    expect((await listPaymentsNeedingAttention(database.db)).find((item) => item.id === given.tip.id)).toBeUndefined();
  });

  it("shows a cleaner their own paid tips by New York week, Monday to Sunday, for the last 8 weeks", async () => {
    const cleaner = await makeAccount(database.db, "Cleaner");
    const now = new Date("2026-03-11T15:00:00Z"); // Wednesday, March 11 in New York
    // Sunday 11:30 PM in New York is already Monday in UTC: it still counts in the week before.
    const sundayNight = new Date("2026-03-09T03:30:00Z");
    await tippedVisit(2500, now, cleaner);
    await tippedVisit(1000, sundayNight, cleaner);
    await tippedVisit(700, new Date("2026-03-09T14:00:00Z"), cleaner);
    await tippedVisit(9900, now); // another cleaner's

    expect(newYorkMondayOf(sundayNight)).toEqual({ year: 2026, month: 3, day: 2 });
    const weeks = await cleanerTipWeeks(database.db, cleaner.id, now);
    expect(weeks).toHaveLength(8);
    expect(weeks.map((week) => [week.week, week.totalCents]).slice(0, 3)).toEqual([
      ["2026-03-09", 3200],
      ["2026-03-02", 1000],
      ["2026-02-23", 0],
    ]);
    expect(weeks[0]?.lines.map((line) => line.amountCents)).toEqual([700, 2500]);
    expect(weeks.at(-1)?.week).toBe("2026-01-19");
  });

  it("sums paid tips by cleaner and by week over a range of New York days for the admin", async () => {
    const ana = await makeAccount(database.db, "Cleaner", { firstName: "Ana", lastName: "Reyes" });
    const bo = await makeAccount(database.db, "Cleaner", { firstName: "Bo", lastName: "Chen" });
    await tippedVisit(3000, new Date("2026-05-05T15:00:00Z"), ana);
    await tippedVisit(2000, new Date("2026-05-06T15:00:00Z"), ana);
    await tippedVisit(1200, new Date("2026-05-12T15:00:00Z"), bo);
    await tippedVisit(800, new Date("2026-05-20T15:00:00Z"), bo); // after the range

    const report = await tipsReport(database.db, { from: "2026-05-04", to: "2026-05-17" });
    expect(report.rows.map((row) => [row.week, row.cleanerName, row.tips, row.totalCents])).toEqual([
      ["2026-05-11", "Bo Chen", 1, 1200],
      ["2026-05-04", "Ana Reyes", 2, 5000],
    ]);
    expect(report.cleaners.map((row) => [row.cleanerName, row.totalCents])).toEqual([
      ["Ana Reyes", 5000],
      ["Bo Chen", 1200],
    ]);
    expect(report.totalCents).toBe(6200);
  });

  it("offers the tip in the completion email by the cleaner's first name", async () => {
    const visit = await paidVisit(database.db, stripe);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, visit.orderId));
    if (!order) throw new Error("no order");
    const invitation = await tipInvitationFor(database.db, order);
    expect(invitation).toEqual({ cleanerName: visit.cleaner.firstName });
    expect(await tipInvitationFor(database.db, { ...order, cleanerId: null })).toBeNull();
    const view = { firstName: "Maya", number: "C-1", serviceName: "Regular cleaning", when: "Tuesday", duration: "3 h", address: "", total: formatUsd(100), giftCardShare: null, orderUrl: "", phone: "", shortNotice: false, priceLines: [], cleanerFirstName: null, calendar: null };
    const mail = orderMail.poll(view, "http://localhost:3000/poll/x", invitation);
    expect(mail.paragraphs.join(" ")).toContain(`Want to thank ${visit.cleaner.firstName}?`);
    expect(orderMail.poll(view, "http://localhost:3000/poll/x").paragraphs.join(" ")).not.toContain("tip");
  });
});
