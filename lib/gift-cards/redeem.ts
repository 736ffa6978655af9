import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { giftCardTransactions, giftCards } from "@/lib/platform/db/schema";
import type { Transaction } from "@/lib/platform/db/transaction";
import { CODE_MESSAGES, findCardByCode } from "./lookup";

/**
 * Where booking meets gift cards. The booking transaction calls `redeem` after inserting the
 * order (so the order id exists for a redemption row) and before committing; editing an order
 * calls `reapply` with the new total; cancelling calls `refund`. Everything runs in the
 * booking's transaction, so a refused card rolls the whole booking back and a balance is
 * never spent on an order that does not exist. Booking takes a GiftCardRedeemer so its tests
 * can hand in their own; the real one is `giftCardRedeemer` at the end of this file.
 */

export interface GiftCardRedemption {
  giftCardId: string;
  /** What the card pays, at most `amountCents` and at most its balance. */
  appliedCents: number;
}

/**
 * Every method writes the card's history at `at`, the clock of the booking change it is part of
 * (docs/architecture.md, "Time is an input").
 */
export interface GiftCardRedeemer {
  /** Spends up to `amountCents` of the card for the order, or throws GiftCardUnusable. */
  redeem(tx: Transaction, input: { code: string; userId: string; amountCents: number; orderId: string; at: Date }): Promise<GiftCardRedemption>;
  /** Puts back whatever the order spent (the order was cancelled). Does nothing when it spent nothing. */
  refund(tx: Transaction, orderId: string, at: Date): Promise<void>;
  /**
   * The order's total changed (an edit): spend on the same card up to the new amount, giving
   * back any difference. Returns what now applies; null when the order has no card.
   */
  reapply(tx: Transaction, input: { orderId: string; userId: string; amountCents: number; at: Date }): Promise<GiftCardRedemption | null>;
}

/** A code the customer typed that cannot be used; the message is shown beside the field. */
export class GiftCardUnusable extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GiftCardUnusable";
  }
}

const refuse = (message: string) => new GiftCardUnusable(message);

/**
 * Spends up to `amountCents` of the card for a new order, in the caller's transaction. The
 * card row is locked (FOR UPDATE) before its balance is read, so concurrent bookings on one
 * card queue up and each sees what the previous one left; the update is also conditional on
 * the balance, and the table's check keeps it at zero or above whatever happens.
 */
export async function redeemGiftCard(
  tx: Transaction,
  input: { code: string; userId: string; amountCents: number; orderId: string; at: Date },
): Promise<GiftCardRedemption> {
  const card = await findCardByCode(tx, input.code, { lock: true });
  if (!card) throw refuse(CODE_MESSAGES.notFound);
  if (card.status === "void") throw refuse(CODE_MESSAGES.void);
  if (card.balanceCents <= 0) throw refuse(CODE_MESSAGES.empty);
  const applied = Math.min(card.balanceCents, Math.max(0, Math.trunc(input.amountCents)));
  if (applied > 0) await spend(tx, { giftCardId: card.id, cents: applied, orderId: input.orderId, actorId: input.userId, at: input.at });
  return { giftCardId: card.id, appliedCents: applied };
}

/** One movement of a card's balance for an order, written to its history at `at`. */
interface Movement {
  giftCardId: string;
  cents: number;
  orderId: string;
  actorId: string | null;
  at: Date;
}

async function spend(tx: Transaction, { giftCardId, cents, orderId, actorId, at }: Movement): Promise<void> {
  const [spent] = await tx
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} - ${cents}` })
    .where(and(eq(giftCards.id, giftCardId), eq(giftCards.status, "active"), gte(giftCards.balanceCents, cents)))
    .returning({ id: giftCards.id });
  if (!spent) throw refuse(CODE_MESSAGES.empty);
  await tx.insert(giftCardTransactions).values({ giftCardId, orderId, kind: "redeem", amountCents: -cents, actorId, createdAt: at });
}

async function giveBack(tx: Transaction, { giftCardId, cents, orderId, actorId, at }: Movement): Promise<void> {
  await tx
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} + ${cents}` })
    .where(eq(giftCards.id, giftCardId));
  await tx.insert(giftCardTransactions).values({ giftCardId, orderId, kind: "refund", amountCents: cents, actorId, createdAt: at });
}

/**
 * The card an order used and what the order holds of it now (redeemed minus refunded), read
 * with the card locked so a concurrent refund or edit of the same order waits for this one.
 */
async function lockOrderHolding(tx: Transaction, orderId: string): Promise<{ giftCardId: string; heldCents: number; status: string; balanceCents: number } | null> {
  const [first] = await tx
    .select({ giftCardId: giftCardTransactions.giftCardId })
    .from(giftCardTransactions)
    .where(and(eq(giftCardTransactions.orderId, orderId), inArray(giftCardTransactions.kind, ["redeem", "refund"])))
    .limit(1);
  if (!first) return null;
  const [card] = await tx
    .select({ status: giftCards.status, balanceCents: giftCards.balanceCents })
    .from(giftCards)
    .where(eq(giftCards.id, first.giftCardId))
    .for("update");
  if (!card) return null;
  const [sum] = await tx
    .select({ held: sql<number>`-coalesce(sum(${giftCardTransactions.amountCents}), 0)`.mapWith(Number) })
    .from(giftCardTransactions)
    .where(
      and(
        eq(giftCardTransactions.orderId, orderId),
        eq(giftCardTransactions.giftCardId, first.giftCardId),
        inArray(giftCardTransactions.kind, ["redeem", "refund"]),
      ),
    );
  const held = sum?.held ?? 0;
  return { giftCardId: first.giftCardId, heldCents: held, status: card.status, balanceCents: card.balanceCents };
}

/** Puts back exactly what the order still holds (a cancelled order). Returns the cents restored. */
export async function refundGiftCardForOrder(tx: Transaction, orderId: string, at: Date, actorId: string | null = null): Promise<number> {
  const holding = await lockOrderHolding(tx, orderId);
  if (!holding || holding.heldCents <= 0) return 0;
  await giveBack(tx, { giftCardId: holding.giftCardId, cents: holding.heldCents, orderId, actorId, at });
  return holding.heldCents;
}

/**
 * Staff give part of a visit's gift-card payment back to the card (a refund): at most what the
 * order still holds of it. Returns what the order held before; nothing changes when `cents` is more.
 */
export async function returnGiftCardPart(
  tx: Transaction,
  orderId: string,
  change: { cents: number; actorId: string; at: Date },
): Promise<{ heldCents: number; returnedCents: number }> {
  const { cents, actorId, at } = change;
  const holding = await lockOrderHolding(tx, orderId);
  if (!holding || holding.heldCents <= 0) return { heldCents: 0, returnedCents: 0 };
  if (cents <= 0 || cents > holding.heldCents) return { heldCents: holding.heldCents, returnedCents: 0 };
  await giveBack(tx, { giftCardId: holding.giftCardId, cents, orderId, actorId, at });
  return { heldCents: holding.heldCents, returnedCents: cents };
}

/**
 * An edited order's new total: the order holds up to `amountCents` of its card, spending more
 * if the card has it (and is still active) or giving back the difference.
 */
export async function reapplyGiftCardForOrder(
  tx: Transaction,
  input: { orderId: string; userId: string; amountCents: number; at: Date },
): Promise<GiftCardRedemption | null> {
  const holding = await lockOrderHolding(tx, input.orderId);
  if (!holding) return null;
  const available = holding.heldCents + (holding.status === "active" ? holding.balanceCents : 0);
  const target = Math.min(Math.max(0, Math.trunc(input.amountCents)), available);
  const delta = target - holding.heldCents;
  const movement = { giftCardId: holding.giftCardId, orderId: input.orderId, actorId: input.userId, at: input.at };
  if (delta > 0) await spend(tx, { ...movement, cents: delta });
  if (delta < 0) await giveBack(tx, { ...movement, cents: -delta });
  return { giftCardId: holding.giftCardId, appliedCents: target };
}

/** The redeemer booking uses: spends, gives back and re-spends in the booking's transaction. */
export const giftCardRedeemer: GiftCardRedeemer = {
  redeem: (tx, input) => redeemGiftCard(tx, input),
  refund: async (tx, orderId, at) => {
    await refundGiftCardForOrder(tx, orderId, at);
  },
  reapply: (tx, input) => reapplyGiftCardForOrder(tx, input),
};
