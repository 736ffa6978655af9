/**
 * March 2026 for the accounting export tests (not used by the app), with every figure worked
 * by hand in lib/accounting/books.test.ts. NYC sales tax 8.875%, rounded half up.
 *
 * Inside March (New York time):
 *   A  Ana: regular cleaning, two extras, a 10% offer; card charge 01:30 EST on 8 March (just
 *      before the clocks went forward), a $25 tip at 03:30 EDT the same night, $30 refunded on the 20th.
 *   B  Ben: deep cleaning, $100 of a gift card, the rest paid by check at 23:30 EDT on 31 March.
 *   C  Chloe: weekly cleaning paid in full by a gift card, completed on the 15th: no charge at all;
 *      $20 of it put back on her card on the 25th.
 *   D  "=SUM(A1)" Dee: cancelled late, the $40 fee charged at 00:05 EST on 1 March.
 *   a $100 gift card Ana bought on the 10th.
 * Outside it: E's charge at 23:55 EST on 28 February and E's tip at 00:10 EDT on 1 April, a
 * gift card still waiting for its payment, and F's charge that was declined.
 */
import { randomUUID } from "node:crypto";
import { orderColumns } from "@/lib/booking/order-values";
import type { Quote } from "@/lib/booking/pricing";
import type { QuoteLine } from "@/lib/booking/quote-line";
import { makeAccount } from "@/lib/admin/test-support";
import type { Database } from "@/lib/platform/db";
import { giftCards, giftCardTransactions, orderEvents, orderPayments, orders, paymentMethods, payments, type OrderPaymentKind, type OrderPaymentStatus, type OrderStatus } from "@/lib/platform/db/schema";

const line = (kind: QuoteLine["kind"], label: string, amountCents: number, extra: Partial<QuoteLine> = {}): QuoteLine => ({ kind, label, amountCents, ...extra });

function quoteOf(service: { slug: string; name: string }, frequency: "one-time" | "weekly", priced: QuoteLine[], figures: Omit<Quote, "service" | "request" | "lines" | "estimatedMinutes">): Quote {
  const lines = [...priced];
  lines.splice(priced.findIndex((entry) => entry.kind === "tax") + 1, 0, line("total", "Total", figures.totalCents));
  if (figures.giftCardCents > 0) lines.push(line("gift-card", "Gift card", -figures.giftCardCents));
  lines.push(line("amount-due", "Amount due", figures.amountDueCents));
  return { service, request: { service: service.slug, bedrooms: 2, bathrooms: 1, cleaners: 1, extras: [], frequency }, lines, estimatedMinutes: 180, ...figures };
}

const REGULAR = { slug: "regular", name: "Regular cleaning" };
const DEEP = { slug: "deep", name: "Deep cleaning" };
const TAX = "NYC sales tax (8.875%)";
const NO_DISCOUNTS = { holidaySurchargeCents: 0, frequencyDiscountCents: 0, offerDiscountCents: 0, welcomeDiscountCents: 0, accountCreditCents: 0 };

const QUOTES = {
  ana: quoteOf(
    REGULAR,
    "one-time",
    [
      line("base", "Regular cleaning, studio", 12000),
      line("bedrooms", "2 bedrooms", 3000),
      line("extra", "Inside the fridge", 3500, { quantity: 1, unitCents: 3500, extraId: "fridge" }),
      line("extra", "Interior windows, 4 × $8.00", 3200, { quantity: 4, unitCents: 800, extraId: "windows" }),
      line("subtotal", "Subtotal", 21700),
      line("offer", "Spring refresh (10% off)", -2170),
      line("tax", TAX, 1733),
    ],
    { ...NO_DISCOUNTS, subtotalCents: 21700, offerDiscountCents: 2170, taxCents: 1733, totalCents: 21263, giftCardCents: 0, amountDueCents: 21263 },
  ),
  ben: quoteOf(
    DEEP,
    "one-time",
    [line("base", "Deep cleaning, studio", 25000), line("bathrooms", "2 bathrooms", 4000), line("subtotal", "Subtotal", 29000), line("tax", TAX, 2574)],
    { ...NO_DISCOUNTS, subtotalCents: 29000, taxCents: 2574, totalCents: 31574, giftCardCents: 10000, amountDueCents: 21574 },
  ),
  chloe: quoteOf(
    REGULAR,
    "weekly",
    [line("base", "Regular cleaning, studio", 12000), line("subtotal", "Subtotal", 12000), line("frequency-discount", "Weekly discount (15%)", -1800), line("tax", TAX, 905)],
    { ...NO_DISCOUNTS, subtotalCents: 12000, frequencyDiscountCents: 1800, taxCents: 905, totalCents: 11105, giftCardCents: 11105, amountDueCents: 0 },
  ),
  plain: quoteOf(REGULAR, "one-time", [line("base", "Regular cleaning, studio", 12000), line("subtotal", "Subtotal", 12000), line("tax", TAX, 1065)], { ...NO_DISCOUNTS, subtotalCents: 12000, taxCents: 1065, totalCents: 13065, giftCardCents: 0, amountDueCents: 13065 }),
};

const at = (iso: string) => new Date(iso);

/** Where every visit of the month is: a front desk on the Upper West Side. */
const UPPER_WEST_SIDE = {
  address: { street: "210 West 104th Street", unit: null, city: "New York", zip: "10025", accessNotes: null },
  contact: { name: "Front desk", phone: "+12125550147", email: "desk@example.test" },
  notes: null,
};

export async function monthOfBooks(db: Database) {
  const customer = (firstName: string, lastName: string) => makeAccount(db, "Customer", { firstName, lastName });
  const [ana, ben, chloe, dee, eli, fay] = await Promise.all([customer("Ana", "Ruiz"), customer("Ben", "Okafor"), customer("Chloe", "Park"), customer("=SUM(A1)", "Dee"), customer("Eli", "Brandt"), customer("Fay", "Moss")]);

  async function order(customerId: string, quote: Quote, status: OrderStatus, extra: { giftCardId?: string; lateCancellationFeeCents?: number } = {}) {
    const startsAt = at("2026-03-05T14:00:00Z");
    const [row] = await db
      .insert(orders)
      .values({ customerId, status, ...orderColumns(quote, startsAt, UPPER_WEST_SIDE), ...extra })
      .returning({ id: orders.id, number: orders.number });
    if (!row) throw new Error("order not made");
    return row;
  }

  async function pay(orderId: string, customerId: string, kind: OrderPaymentKind, amountCents: number, status: OrderPaymentStatus, settledAt: Date | null, extra: { refundOfId?: string; paymentMethodId?: string; note?: string } = {}) {
    const ref = status === "succeeded" ? `tpi_${randomUUID()}` : null;
    const [row] = await db.insert(orderPayments).values({ orderId, customerId, kind, amountCents, status, settledAt, providerPaymentRef: ref, provider: "test", ...extra }).returning({ id: orderPayments.id });
    if (!row) throw new Error("payment not made");
    return row.id;
  }

  async function giftCard(purchaserId: string, amountCents: number, paidAt: Date | null, balanceCents: number) {
    const [payment] = await db.insert(payments).values({ provider: "test", providerRef: `tcs_${randomUUID()}`, purpose: "gift_card", userId: purchaserId, amountCents, status: paidAt ? "paid" : "pending", paidAt }).returning({ id: payments.id });
    if (!payment) throw new Error("gift card payment not made");
    const last4 = randomUUID().slice(0, 4).toUpperCase();
    const [card] = await db
      .insert(giftCards)
      .values({ codeHash: randomUUID(), codeEncrypted: "sealed", last4, initialCents: amountCents, balanceCents, purchaserId, recipientName: "Sam", recipientEmail: "sam@example.test", deliverOn: "2026-02-01", status: paidAt ? "active" : "pending_payment", paymentId: payment.id })
      .returning({ id: giftCards.id });
    if (!card) throw new Error("gift card not made");
    return { id: card.id, paymentId: payment.id, last4 };
  }

  const [visa] = await db.insert(paymentMethods).values({ userId: ana.id, provider: "test", providerRef: `tpm_${randomUUID()}`, brand: "visa", last4: "4242", expMonth: 8, expYear: 2029, isDefault: true }).returning({ id: paymentMethods.id });

  // Bought before March: Ben's and Chloe's cards (so not March's sales).
  const bensCard = await giftCard(ben.id, 10000, at("2026-01-20T17:00:00Z"), 0);
  const chloesCard = await giftCard(chloe.id, 15000, at("2026-02-14T17:00:00Z"), 3895);

  const a = await order(ana.id, QUOTES.ana, "completed");
  const aCharge = await pay(a.id, ana.id, "charge", 21263, "succeeded", at("2026-03-08T06:30:00Z"), { paymentMethodId: visa?.id });
  await pay(a.id, ana.id, "tip", 2500, "succeeded", at("2026-03-08T07:30:00Z"), { paymentMethodId: visa?.id });
  await pay(a.id, ana.id, "refund", 3000, "succeeded", at("2026-03-20T15:00:00Z"), { refundOfId: aCharge, note: "Fridge was skipped; refunded the extra, less the tax already filed" });

  const b = await order(ben.id, QUOTES.ben, "completed", { giftCardId: bensCard.id });
  await pay(b.id, ben.id, "charge", 21574, "paid_offline", at("2026-04-01T03:30:00Z"), { note: "Check 1187" });

  const c = await order(chloe.id, QUOTES.chloe, "completed", { giftCardId: chloesCard.id });
  await db.insert(orderEvents).values({ orderId: c.id, type: "completed", createdAt: at("2026-03-15T14:00:00Z") });
  await db.insert(giftCardTransactions).values([
    { giftCardId: bensCard.id, orderId: b.id, kind: "redeem", amountCents: -10000, createdAt: at("2026-02-20T12:00:00Z") },
    { giftCardId: chloesCard.id, orderId: c.id, kind: "redeem", amountCents: -11105, createdAt: at("2026-02-21T12:00:00Z") },
    { giftCardId: chloesCard.id, orderId: c.id, kind: "refund", amountCents: 2000, createdAt: at("2026-03-25T15:00:00Z") },
  ]);

  const d = await order(dee.id, { ...QUOTES.plain }, "cancelled", { lateCancellationFeeCents: 4000 });
  await pay(d.id, dee.id, "fee", 4000, "succeeded", at("2026-03-01T05:05:00Z"));

  const anasNewCard = await giftCard(ana.id, 10000, at("2026-03-10T16:00:00Z"), 10000);
  await giftCard(fay.id, 5000, null, 0);

  const e = await order(eli.id, QUOTES.plain, "completed");
  await pay(e.id, eli.id, "charge", 13065, "succeeded", at("2026-03-01T04:55:00Z"));
  await pay(e.id, eli.id, "tip", 1500, "succeeded", at("2026-04-01T04:10:00Z"));

  // Before E's visit was done its gift card part was handed back: not March's books.
  await db.insert(giftCardTransactions).values({ giftCardId: chloesCard.id, orderId: e.id, kind: "refund", amountCents: 500, createdAt: at("2026-03-02T15:00:00Z") });
  await db.insert(orderEvents).values({ orderId: e.id, type: "completed", createdAt: at("2026-03-03T15:00:00Z") });

  const f = await order(fay.id, QUOTES.plain, "completed");
  await pay(f.id, fay.id, "charge", 13065, "failed", null);

  return { orders: { a, b, c, d, e, f }, customers: { ana, ben, chloe, dee, eli, fay }, anasNewCard };
}
