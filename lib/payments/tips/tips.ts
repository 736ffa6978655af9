import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { findPoll } from "@/lib/booking/polls";
import type { Database } from "@/lib/platform/db";
import { orderPayments, orders, users, type OrderPaymentStatus } from "@/lib/platform/db/schema";
import { failure, type Failure } from "@/lib/kernel/failure";
import { formatUsd, mulDivRoundHalfUp } from "@/lib/kernel/money";
import { getPaymentProvider } from "@/lib/payments/provider/provider";
import { chargeableCard } from "@/lib/payments/cards/cards";
import { billingModeOf } from "@/lib/payments/cards/customer";
import { TIP_PERCENTS, tipChoiceSchema, type TipChoice } from "./tip-choice";
import { openOrderPayment } from "@/lib/payments/charge";

/**
 * Tips after a visit (docs/payments.md#tips): 15, 20 or 25 % of the visit's total, or an amount
 * of the customer's own up to that total, charged off-session to the card on file through the
 * same tries and keys as the visit; but a tip the card refuses is dropped and the customer told,
 * never chased like a debt (settle.ts). One live tip per order, credited to the cleaner
 * assigned when the visit was completed; a declined (cancelled) tip does not count, so the
 * customer may tip again, with a new card say. The order row is locked while the tip is checked
 * and opened; the partial unique index on the order's live tip is the last word if two requests
 * still race.
 */

export const tipRequestSchema = z.object({
  /** The poll link's token: its holder may tip without signing in. */
  pollToken: z.string().max(200).optional(),
  tip: tipChoiceSchema,
});

export const TIP_MESSAGES = {
  notFound: "We could not find that visit.",
  notCompleted: "You can leave a tip once the visit is completed.",
  noCleaner: "This visit has no cleaner on record to tip. Please call us and we will sort it out.",
  unpaid: "Your visit's payment has not gone through yet. You can leave a tip once it has.",
  invoiced:
    "Your account is billed by invoice, so we do not charge tips to a card. Add the tip when you pay the invoice and we will pass all of it on to your cleaner.",
  zero: "A tip has to be more than $0.",
  already: "You already left a tip for this visit. Thank you!",
  cardNeeded: "A tip goes on a card, and there is no card saved on your account yet. Add one and you can tip right after. Nothing has been charged.",
} as const;

/** The failure code of a tip refused for want of a usable card: the page offers the card page instead. */
export const CARD_NEEDED_CODE = "card_needed";

export const tipTooLargeMessage = (totalCents: number) => `A tip can be at most the visit's total, ${formatUsd(totalCents)}.`;

/** Who is tipping: the signed-in customer, or whoever holds the order's poll link. */
export type Tipper = { customerId: string } | { pollToken: string };

type TippableOrder = { id: string; customerId: string; status: string; cleanerId: string | null; totalCents: number; amountDueCents: number };

/** What the visit charge must have become before a tip is taken: the customer paid for the visit. */
const PAID: readonly OrderPaymentStatus[] = ["succeeded", "paid_offline"];

/**
 * Why this order cannot take a tip now (other than one already left), or null. A tip is
 * voluntary, so it is only opened on a card we can charge today: without one the customer is
 * asked for a card first, never billed into a failure (docs/payments.md#tips).
 */
async function whyNoTip(db: Database, order: TippableOrder, now: Date): Promise<Failure | null> {
  if (order.status !== "completed") return failure("invalid", TIP_MESSAGES.notCompleted);
  if (!order.cleanerId) return failure("invalid", TIP_MESSAGES.noCleaner);
  if ((await billingModeOf(db, order.customerId)) === "invoice") return failure("invalid", TIP_MESSAGES.invoiced);
  const [charge] = await db
    .select({ status: orderPayments.status })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.kind, "charge")));
  // A visit the gift card paid for in full has no charge: nothing to wait for.
  const visitPaid = charge ? PAID.includes(charge.status) : order.amountDueCents === 0;
  if (!visitPaid) return failure("invalid", TIP_MESSAGES.unpaid);
  const provider = getPaymentProvider();
  const card = provider ? await chargeableCard(db, order.customerId, provider.name, now) : null;
  return card ? null : failure("invalid", TIP_MESSAGES.cardNeeded, { code: CARD_NEEDED_CODE });
}

export const tipAmountOf = (choice: TipChoice, totalCents: number): number =>
  choice.kind === "percent" ? mulDivRoundHalfUp(totalCents, choice.percent, 100) : choice.amountCents;

async function mayTip(db: Database, tipper: Tipper, order: { id: string; customerId: string }): Promise<boolean> {
  if ("customerId" in tipper) return tipper.customerId === order.customerId;
  return (await findPoll(db, tipper.pollToken))?.orderId === order.id;
}

export type TipResult = { ok: true; tip: { id: string; amountCents: number } } | Failure;

/** Opens the order's tip and queues its first try, or says why not (nothing is charged then). */
export async function giveTip(db: Database, tipper: Tipper, orderId: string, choice: TipChoice, now = new Date()): Promise<TipResult> {
  return db.transaction(async (tx): Promise<TipResult> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order || !(await mayTip(tx, tipper, order))) return failure("not-found", TIP_MESSAGES.notFound);
    const refused = await whyNoTip(tx, order, now);
    if (refused) return refused;
    const amountCents = tipAmountOf(choice, order.totalCents);
    if (amountCents > order.totalCents) return failure("invalid", tipTooLargeMessage(order.totalCents), { fieldErrors: { amountCents: tipTooLargeMessage(order.totalCents) } });
    if (amountCents <= 0) return failure("invalid", TIP_MESSAGES.zero);
    const id = await openOrderPayment(tx, { orderId: order.id, customerId: order.customerId, kind: "tip", amountCents, cleanerId: order.cleanerId }, now);
    return id ? { ok: true, tip: { id, amountCents } } : failure("conflict", TIP_MESSAGES.already);
  });
}

/** What the poll page and the order page offer: the choices, the tip already left, or nothing. */
export type TipOffer =
  | {
      state: "offer";
      totalCents: number;
      presets: { percent: number; amountCents: number }[];
      cleanerName: string;
      /** The last tip, when the card declined it: nothing is owed, and the customer may try again. */
      declined?: { amountCents: number };
    }
  | { state: "tipped"; amountCents: number; status: OrderPaymentStatus; cleanerName: string }
  | { state: "waiting"; message: string }
  /** No usable card on the account: the page offers the card page, and the tip after it. */
  | { state: "needs_card"; cleanerName: string }
  | { state: "none" };

export async function tipOfferFor(db: Database, orderId: string, now: Date = new Date()): Promise<TipOffer> {
  const [row] = await db.select({ order: orders, cleanerName: users.firstName }).from(orders).leftJoin(users, eq(users.id, orders.cleanerId)).where(eq(orders.id, orderId));
  if (!row) return { state: "none" };
  const { order } = row;
  const cleanerName = row.cleanerName ?? "your cleaner";
  const tips = await db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.kind, "tip")))
    .orderBy(desc(orderPayments.createdAt));
  const live = tips.find((tip) => tip.status !== "cancelled");
  if (live) return { state: "tipped", amountCents: live.amountCents, status: live.status, cleanerName };
  const declined = tips[0];
  const refused = await whyNoTip(db, order, now);
  if (refused?.code === CARD_NEEDED_CODE) return { state: "needs_card", cleanerName };
  if (refused) return refused.message === TIP_MESSAGES.unpaid ? { state: "waiting", message: refused.message } : { state: "none" };
  const presets = TIP_PERCENTS.map((percent) => ({ percent, amountCents: tipAmountOf({ kind: "percent", percent }, order.totalCents) }));
  return { state: "offer", totalCents: order.totalCents, presets, cleanerName, ...(declined ? { declined: { amountCents: declined.amountCents } } : {}) };
}

/**
 * The completion email's tip line: the cleaner's first name when a tip can be offered for this
 * visit (a cleaner on record, a card account, payments switched on), else null.
 */
export async function tipInvitationFor(db: Database, order: { customerId: string; cleanerId: string | null }): Promise<{ cleanerName: string } | null> {
  if (!order.cleanerId || !getPaymentProvider()) return null;
  if ((await billingModeOf(db, order.customerId)) === "invoice") return null;
  const [cleaner] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, order.cleanerId));
  return cleaner ? { cleanerName: cleaner.firstName } : null;
}
