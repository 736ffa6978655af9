import { createGiftCardRedeemer } from "@/lib/gift-cards/redeem";
import type { Transaction } from "@/lib/db/transaction";

/**
 * Where booking meets gift cards. The booking transaction calls `redeem` after inserting the
 * order (so the order id exists for a redemption row) and before committing; editing an order
 * calls `reapply` with the new total; cancelling calls `refund`. Everything runs in the
 * booking's transaction, so a refused card rolls the whole booking back and a balance is
 * never spent on an order that does not exist.
 *
 * The gift-card issue replaces `giftCardRedeemer` below with the real implementation, which
 * must spend atomically (a conditional update of the balance, or a row lock) so two bookings
 * using one card never spend more than its balance.
 */

export interface GiftCardRedemption {
  giftCardId: string;
  /** What the card pays, at most `amountCents` and at most its balance. */
  appliedCents: number;
}

export interface GiftCardRedeemer {
  /** Spends up to `amountCents` of the card for the order, or throws GiftCardRefusal. */
  redeem(tx: Transaction, input: { code: string; userId: string; amountCents: number; orderId: string }): Promise<GiftCardRedemption>;
  /** Puts back whatever the order spent (the order was cancelled). Does nothing when it spent nothing. */
  refund(tx: Transaction, orderId: string): Promise<void>;
  /**
   * The order's total changed (an edit): spend on the same card up to the new amount, giving
   * back any difference. Returns what now applies; null when the order has no card.
   */
  reapply(tx: Transaction, input: { orderId: string; userId: string; amountCents: number }): Promise<GiftCardRedemption | null>;
}

/** A code the customer typed that cannot be used; the message is shown beside the field. */
export class GiftCardRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GiftCardRefusal";
  }
}

export const GIFT_CARDS_UNAVAILABLE_MESSAGE = "Gift cards are not available yet.";

/** Until gift cards exist: every code is refused, and no order ever holds a card. */
export const giftCardsNotAvailable: GiftCardRedeemer = {
  async redeem() {
    throw new GiftCardRefusal(GIFT_CARDS_UNAVAILABLE_MESSAGE);
  },
  async refund() {
    // No order has spent a card.
  },
  async reapply() {
    return null;
  },
};

/** The implementation the booking code uses. */
export const giftCardRedeemer: GiftCardRedeemer = createGiftCardRedeemer((message) => new GiftCardRefusal(message));
