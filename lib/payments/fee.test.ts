import { and, eq } from "drizzle-orm";
import { bookOrder, makeAccount, nextVisitStart } from "@/lib/admin/test-support";
import { cancelOrderAsCustomer, cancelOrderAsStaff } from "@/lib/booking/orders/cancel-order";
import { billingProfiles, orderEvents, orderPayments } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { formatUsd } from "@/lib/kernel/money";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import { openLateCancellationFee, runChargeTry } from "./charge";
import { BILLING_JOB_KINDS } from "./job-kinds";
import { jobsOfKind, paymentRow, reconcileOrderById, saveCardThroughStripe, useStripeFake } from "@/lib/startup/testing/payments";

const HOUR = 3_600_000;

describe.each(testDrivers())("the late-cancellation fee on %s", (driver) => {
  const database = useTestDatabase(driver);
  const stripe = useStripeFake("whsec_fee_test");

  /** A booked visit of a customer with a saved 4242 card (or an invoiced office client). */
  async function bookedVisit(options: { invoice?: boolean } = {}) {
    const customer = await makeAccount(database.db, "Customer");
    if (options.invoice) await database.db.insert(billingProfiles).values({ userId: customer.id, billingMode: "invoice", invoiceCompany: "Chelsea Pediatrics" });
    else await saveCardThroughStripe(database.db, stripe.provider, stripe.fake, customer.id, "4242424242424242");
    const staff = await makeAccount(database.db, "Admin");
    const startsAt = nextVisitStart();
    const orderId = await bookOrder(database.db, customer.id, startsAt);
    return { customer, staff, orderId, startsAt };
  }

  const feesOf = (orderId: string) => database.db.select().from(orderPayments).where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.kind, "fee")));

  it("opens one fee payment for the fee when staff cancel inside 24 hours, and charges it once", async () => {
    const { staff, orderId, startsAt } = await bookedVisit();
    const fee = (await readBusinessSettings(database.db)).priceTable.lateCancellationFeeCents;
    const now = new Date(startsAt.getTime() - 3 * HOUR);
    expect(await cancelOrderAsStaff(database.db, orderId, staff, { now, reason: "Customer called: flight moved" })).toMatchObject({ ok: true, lateCancellationFeeCents: fee });

    const [payment] = await feesOf(orderId);
    expect(payment).toMatchObject({ kind: "fee", amountCents: fee, status: "pending", attempt: 0 });
    if (!payment) throw new Error("no fee opened");
    const tries = (await jobsOfKind(database.db, BILLING_JOB_KINDS.charge)).filter((job) => job.payload.orderPaymentId === payment.id);
    expect(tries.map((job) => job.payload)).toEqual([{ orderPaymentId: payment.id, attempt: 1 }]);

    // Opening it again (a repeated cancel) adds nothing, and the try run twice at once charges once.
    await database.db.transaction((tx) => openLateCancellationFee(tx, { id: orderId, customerId: payment.customerId }, fee * 3, now));
    expect(await feesOf(orderId)).toHaveLength(1);
    const before = stripe.fake.paymentIntents().length;
    const outcomes = await Promise.all([runChargeTry(database.db, stripe.provider, payment.id, 1), runChargeTry(database.db, stripe.provider, payment.id, 1)]);
    expect(outcomes.sort()).toEqual(["skipped", "succeeded"]);
    const made = stripe.fake.paymentIntents().slice(before);
    expect(made.map((intent) => intent.amount)).toEqual([fee]);
    expect(await paymentRow(database.db, payment.id)).toMatchObject({ status: "succeeded", amountCents: fee });

    const timeline = await database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, "payment")));
    expect(timeline.map((event) => event.note)).toEqual([`Late-cancellation fee ${formatUsd(fee)}: paid by card`]);
    expect(await reconcileOrderById(database.db, orderId)).toEqual([]);
  });

  it("charges nothing for a cancellation in time, or when staff waive the fee", async () => {
    const inTime = await bookedVisit();
    expect(await cancelOrderAsCustomer(database.db, inTime.customer.id, inTime.orderId, { now: new Date(inTime.startsAt.getTime() - 48 * HOUR) })).toMatchObject({ ok: true, lateCancellationFeeCents: 0 });
    expect(await feesOf(inTime.orderId)).toEqual([]);

    const waived = await bookedVisit();
    const now = new Date(waived.startsAt.getTime() - 2 * HOUR);
    expect(await cancelOrderAsStaff(database.db, waived.orderId, waived.staff, { now, waiveFee: true })).toMatchObject({ ok: true, lateCancellationFeeCents: 0 });
    expect(await feesOf(waived.orderId)).toEqual([]);
  });

  it("leaves an invoiced account's fee open for the office, with no automatic try", async () => {
    const { staff, orderId, startsAt } = await bookedVisit({ invoice: true });
    await cancelOrderAsStaff(database.db, orderId, staff, { now: new Date(startsAt.getTime() - HOUR) });
    const [payment] = await feesOf(orderId);
    expect(payment).toMatchObject({ status: "pending", attempt: 0 });
    const tries = (await jobsOfKind(database.db, BILLING_JOB_KINDS.charge)).filter((job) => job.payload.orderPaymentId === payment?.id);
    expect(tries).toEqual([]);
  });
});
