import { eq } from "drizzle-orm";
import { NOW } from "@/lib/admin/test-support";
import { jobs, orders } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { recordingMailer } from "@/lib/gift-cards/test-support";
import type { ClaimedJob } from "@/lib/platform/jobs/queue";
import { getLogger } from "@/lib/platform/log/logger";
import { formatUsd } from "@/lib/kernel/money";
import { createTestModeProvider } from "@/lib/payments/provider/test-mode";
import { BILLING_JOB_KINDS } from "./job-kinds";
import { createBillingJobHandlers } from "./jobs";
import { INVOICE_TERMS_DAYS, loadReceipt } from "./receipt";
import { refundPayment } from "./refunds";
import { cardForVisit } from "./cards/card-on-file";
import { paymentsOfOrder } from "./order-payments";
import { completedVisit, paidVisitInTestMode, PUBLIC_URL } from "@/lib/startup/testing/payments";

const provider = createTestModeProvider();

describe.each(testDrivers())("receipts and invoices, in test mode, on %s", (driver) => {
  const database = useTestDatabase(driver);

  const chargedVisit = () => paidVisitInTestMode(database.db, provider);

  /** Runs the billing mail jobs queued so far, as the worker would, and returns what was sent. */
  async function sendQueuedMail() {
    const mailer = recordingMailer();
    const handlers = createBillingJobHandlers({ send: mailer.send, provider: () => provider });
    const handler = handlers[BILLING_JOB_KINDS.mail];
    if (!handler) throw new Error("no mail handler");
    for (const job of await database.db.select().from(jobs).where(eq(jobs.kind, BILLING_JOB_KINDS.mail))) {
      await handler(job.payload, { db: database.db, logger: getLogger(), job: job as unknown as ClaimedJob });
    }
    return mailer.sent;
  }

  it("shows a charged visit's lines with the NYC sales tax, its payment and a zero balance, and emails that receipt", async () => {
    const { customer, orderId, payment } = await chargedVisit();
    const receipt = await loadReceipt(database.db, orderId);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(receipt).toMatchObject({ document: { kind: "receipt" }, customer: { email: customer.email }, totals: { billedCents: payment.amountCents, paidCents: payment.amountCents, refundedCents: 0, balanceCents: 0 } });
    // Paid: the price lines end at the total; "Paid" and "Balance due" say the rest, never "Amount due".
    expect(receipt?.lines).toEqual(order?.quote.lines.filter((line) => line.kind !== "amount-due"));
    expect(receipt?.lines.map((line) => line.label)).not.toContain("Amount due");
    expect(receipt?.lines.find((line) => line.kind === "tax")?.label).toMatch(/NYC sales tax/i);
    expect(receipt?.payments).toEqual([expect.objectContaining({ kind: "charge", status: "succeeded", amountCents: payment.amountCents, card: "Visa •••• 4242, expires 08/29" })]);

    const sent = await sendQueuedMail();
    const mail = sent.find((item) => item.content.subject.startsWith("Receipt"));
    expect(mail?.to).toBe(customer.email);
    expect(mail?.content.subject).toContain(formatUsd(payment.amountCents));
    expect(mail?.content.paragraphs.join(" ")).toContain(`Balance due: ${formatUsd(0)}.`);
    // The card of the email is the receipt's: its lines, then paid and the balance, never "Amount due".
    const rows = mail?.content.summary?.rows ?? [];
    expect(rows.filter((row) => row.kind === "money").map((row) => row.label)).toEqual([...(receipt?.lines.map((line) => line.label) ?? []), "Paid"]);
    expect(rows.at(-1)).toEqual({ label: "Balance due", value: formatUsd(0), kind: "total" });
    expect(rows.map((row) => row.label)).not.toContain("Amount due");
    expect(mail?.content.action?.url).toBe(`${PUBLIC_URL}/order/${orderId}/receipt`);
  });

  it("adds a refund to the receipt and emails the refund with its reason", async () => {
    const { admin, orderId, payment } = await chargedVisit();
    expect(await refundPayment(database.db, provider, admin, payment.id, { amount: 2500, reason: "Arrived an hour late" }, NOW)).toMatchObject({ ok: true, status: "succeeded" });
    const receipt = await loadReceipt(database.db, orderId);
    expect(receipt?.refunds).toEqual([expect.objectContaining({ to: "card", amountCents: 2500, reason: "Arrived an hour late", ofId: payment.id })]);
    expect(receipt?.totals).toMatchObject({ refundedCents: 2500, balanceCents: 0 });
    const refundMail = (await sendQueuedMail()).find((item) => item.content.subject.startsWith("Refund"));
    expect(refundMail?.content.subject).toBe(`Refund of ${formatUsd(2500)} for your cleaning ${receipt?.number}`);
    expect(refundMail?.content.paragraphs.join(" ")).toContain("Why: Arrived an hour late");
  });

  it("makes an office client's an invoice to their company, numbered, due net 30, with the balance open", async () => {
    const { orderId, payment } = await completedVisit(database.db, { invoice: true });
    if (!payment) throw new Error("no charge opened");
    const receipt = await loadReceipt(database.db, orderId);
    if (receipt?.document.kind !== "invoice") throw new Error("not an invoice");
    expect(receipt.document.company).toBe("Hudson Yards Dental");
    expect(receipt.document.invoiceNumber).toBe(receipt.number.replace(/^[A-Z]+-/, "INV-"));
    expect(receipt.document.dueOn.getTime() - receipt.document.issuedOn.getTime()).toBe(INVOICE_TERMS_DAYS * 86_400_000);
    expect(receipt.totals).toMatchObject({ paidCents: 0, balanceCents: payment.amountCents });
  });

  it("names the card the visit was charged to, for \"Your visit\" on the order page", async () => {
    const { customer, orderId } = await chargedVisit();
    expect(await cardForVisit(database.db, customer.id, await paymentsOfOrder(database.db, orderId), NOW)).toBe("Visa •••• 4242, expires 08/29 (charged)");
    const invoiced = await completedVisit(database.db, { invoice: true });
    expect(await cardForVisit(database.db, invoiced.customer.id, [], NOW)).toBe("Invoiced to your company");
  });

  it("finds nothing for an unknown or malformed order id", async () => {
    expect(await loadReceipt(database.db, "not-an-id")).toBeNull();
    expect(await loadReceipt(database.db, "0b9cc4a6-2a1c-4d4e-9a5e-9f0c1f3d2b11")).toBeNull();
  });
});
