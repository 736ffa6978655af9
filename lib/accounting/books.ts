/**
 * What the accountant's month holds (docs/payments.md, "The monthly accounting export"): the
 * visits settled in the month with their priced lines, the fees, tips and refunds collected or
 * given back in it, and the gift cards sold in it. Both CSVs are written from this one read, so
 * they agree with each other by construction, and with the reconciliation's ledger by test.
 */
import { and, asc, eq, exists, gte, inArray, isNotNull, lt, lte, notExists, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Quote } from "@/lib/booking/pricing";
import type { Database } from "@/lib/platform/db";
import { giftCards, giftCardTransactions, orderEvents, orderPayments, orders, paymentMethods, payments, users, type OrderPaymentKind } from "@/lib/platform/db/schema";
import { monthRange } from "./month";

/** How money reached us: a card through the provider, cash or check staff recorded, or a gift card's balance. */
export type PaymentMethodName = "card" | "cash_or_check" | "gift_card";

interface Customer {
  customerName: string;
  customerEmail: string;
}

/** A visit whose charge was collected in the month, or that was completed with nothing left to charge. */
export interface VisitSale extends Customer {
  orderId: string;
  orderNumber: number;
  settledAt: Date;
  quote: Quote;
  giftCardCents: number;
  /** How the amount due was paid; "gift_card" when the gift card covered it all. */
  method: PaymentMethodName;
}

/** A charge, fee, tip or refund of an order collected or given back in the month. */
export interface SettledPayment extends Customer {
  id: string;
  orderId: string;
  orderNumber: number;
  kind: OrderPaymentKind;
  amountCents: number;
  settledAt: Date;
  method: Exclude<PaymentMethodName, "gift_card">;
  cardBrand: string | null;
  cardLast4: string | null;
  providerPaymentRef: string | null;
  note: string | null;
}

/** A gift card paid for in the month: money in, owed back as cleaning (a liability). */
export interface GiftCardSale extends Customer {
  paymentId: string;
  giftCardLast4: string;
  amountCents: number;
  paidAt: Date;
  providerRef: string | null;
}

/** Part of a settled visit's gift card put back on the card's balance by staff: a refund paid by the card (docs/payments.md, "Refunds"). */
export interface GiftCardReturn extends Customer {
  orderId: string;
  orderNumber: number;
  amountCents: number;
  returnedAt: Date;
}

export interface MonthBooks {
  month: string;
  visits: VisitSale[];
  payments: SettledPayment[];
  giftCardSales: GiftCardSale[];
  giftCardReturns: GiftCardReturn[];
}

/** Money in hand: paid by card, or recorded by staff as cash or check. */
const COLLECTED = ["succeeded", "paid_offline"] as const;

const nameOf = (first: string, last: string) => `${first} ${last}`.trim();
const within = (column: Parameters<typeof gte>[0], start: Date, end: Date): SQL => and(gte(column, start), lt(column, end)) as SQL;

async function settledPayments(db: Database, start: Date, end: Date): Promise<SettledPayment[]> {
  const rows = await db
    .select({
      id: orderPayments.id,
      orderId: orderPayments.orderId,
      orderNumber: orders.number,
      kind: orderPayments.kind,
      status: orderPayments.status,
      amountCents: orderPayments.amountCents,
      settledAt: orderPayments.settledAt,
      firstName: users.firstName,
      lastName: users.lastName,
      customerEmail: users.email,
      cardBrand: paymentMethods.brand,
      cardLast4: paymentMethods.last4,
      providerPaymentRef: orderPayments.providerPaymentRef,
      note: orderPayments.note,
    })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .innerJoin(users, eq(users.id, orderPayments.customerId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, orderPayments.paymentMethodId))
    .where(and(inArray(orderPayments.status, [...COLLECTED]), within(orderPayments.settledAt, start, end)))
    .orderBy(asc(orderPayments.settledAt), asc(orders.number), asc(orderPayments.id));
  return rows.flatMap(({ firstName, lastName, status, settledAt, ...row }) =>
    settledAt ? [{ ...row, settledAt, customerName: nameOf(firstName, lastName), method: status === "paid_offline" ? ("cash_or_check" as const) : ("card" as const) }] : [],
  );
}

const VISIT_COLUMNS = {
  orderId: orders.id,
  orderNumber: orders.number,
  quote: orders.quote,
  giftCardCents: orders.giftCardCents,
  firstName: users.firstName,
  lastName: users.lastName,
  customerEmail: users.email,
};

/** Visits completed in the month with $0 left to charge (a gift card or credit covered it): their first completion settles them. */
async function visitsWithNothingDue(db: Database, start: Date, end: Date): Promise<VisitSale[]> {
  const earlier = alias(orderEvents, "earlier_completion");
  const rows = await db
    .select({ ...VISIT_COLUMNS, settledAt: orderEvents.createdAt })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(
      and(
        eq(orderEvents.type, "completed"),
        within(orderEvents.createdAt, start, end),
        eq(orders.status, "completed"),
        eq(orders.amountDueCents, 0),
        notExists(db.select({ id: earlier.id }).from(earlier).where(and(eq(earlier.orderId, orderEvents.orderId), eq(earlier.type, "completed"), lt(earlier.createdAt, orderEvents.createdAt)))),
      ),
    );
  return rows.map(({ firstName, lastName, ...row }) => ({ ...row, customerName: nameOf(firstName, lastName), method: "gift_card" as const }));
}

/** The visits whose charges were collected in the month, with the order's priced lines. */
async function chargedVisits(db: Database, charges: readonly SettledPayment[]): Promise<VisitSale[]> {
  const visitCharges = charges.filter((payment) => payment.kind === "charge");
  if (visitCharges.length === 0) return [];
  const rows = await db
    .select(VISIT_COLUMNS)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(inArray(orders.id, visitCharges.map((charge) => charge.orderId)));
  const byOrder = new Map(rows.map((row) => [row.orderId, row]));
  return visitCharges.flatMap((charge) => {
    const row = byOrder.get(charge.orderId);
    if (!row) return [];
    const { firstName, lastName, ...visit } = row;
    return [{ ...visit, customerName: nameOf(firstName, lastName), settledAt: charge.settledAt, method: charge.method }];
  });
}

async function giftCardSales(db: Database, start: Date, end: Date): Promise<GiftCardSale[]> {
  const rows = await db
    .select({
      paymentId: payments.id,
      giftCardLast4: giftCards.last4,
      amountCents: payments.amountCents,
      paidAt: payments.paidAt,
      providerRef: payments.providerRef,
      firstName: users.firstName,
      lastName: users.lastName,
      customerEmail: users.email,
    })
    .from(payments)
    .innerJoin(giftCards, eq(giftCards.paymentId, payments.id))
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(eq(payments.purpose, "gift_card"), eq(payments.status, "paid"), within(payments.paidAt, start, end)))
    .orderBy(asc(payments.paidAt), asc(payments.id));
  return rows.flatMap(({ firstName, lastName, paidAt, ...row }) => (paidAt ? [{ ...row, paidAt, customerName: nameOf(firstName, lastName) }] : []));
}

/**
 * Gift card money returned to the card from a visit already completed. A return before then
 * (an edit, a cancellation) only undoes a redemption that never reached the books.
 */
async function giftCardReturns(db: Database, start: Date, end: Date): Promise<GiftCardReturn[]> {
  const completion = alias(orderEvents, "completion");
  const rows = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.number,
      amountCents: giftCardTransactions.amountCents,
      returnedAt: giftCardTransactions.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      customerEmail: users.email,
    })
    .from(giftCardTransactions)
    .innerJoin(orders, eq(orders.id, giftCardTransactions.orderId))
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(
      and(
        eq(giftCardTransactions.kind, "refund"),
        isNotNull(giftCardTransactions.orderId),
        within(giftCardTransactions.createdAt, start, end),
        eq(orders.status, "completed"),
        exists(db.select({ id: completion.id }).from(completion).where(and(eq(completion.orderId, orders.id), eq(completion.type, "completed"), lte(completion.createdAt, giftCardTransactions.createdAt)))),
      ),
    )
    .orderBy(asc(giftCardTransactions.createdAt), asc(giftCardTransactions.id));
  return rows.map(({ firstName, lastName, ...row }) => ({ ...row, customerName: nameOf(firstName, lastName) }));
}

/** The month's books, read once for both CSVs. */
export async function monthBooks(db: Database, month: string): Promise<MonthBooks> {
  const { start, end } = monthRange(month);
  const [settled, nothingDue, cards, returns] = await Promise.all([settledPayments(db, start, end), visitsWithNothingDue(db, start, end), giftCardSales(db, start, end), giftCardReturns(db, start, end)]);
  const visits = [...(await chargedVisits(db, settled)), ...nothingDue].sort((a, b) => a.settledAt.getTime() - b.settledAt.getTime() || a.orderNumber - b.orderNumber);
  return { month, visits, payments: settled, giftCardSales: cards, giftCardReturns: returns };
}
