import type { GiftCardStatus, GiftCardTransactionKind } from "@/lib/platform/db/schema";
import type { GiftCardBasics } from "./card-basics";

/** What the browser may see of gift cards: never a hash or a ciphertext, never another user's data. */

export interface GiftCardHistoryEntryDto {
  kind: GiftCardTransactionKind;
  /** Signed: positive adds to the balance, negative takes from it. */
  amountCents: number;
  at: string;
  /** The order's number when the order is the viewer's own (C-10042 is shown from it). */
  orderNumber: number | null;
}

export interface GiftCardDto extends GiftCardBasics {
  /** XXXX-XXXX-XXXX-XXXX: the buyer's own card or one delivered to the viewer. */
  code: string;
  status: Exclude<GiftCardStatus, "pending_payment">;
  /** Who sent it (first and last name). */
  fromName: string;
  message: string | null;
  history: GiftCardHistoryEntryDto[];
}

export interface MyGiftCardsDto {
  bought: GiftCardDto[];
  received: GiftCardDto[];
  /** Cards sent to an unverified email are not shown until the address is confirmed. */
  receivedNeedsVerifiedEmail: boolean;
}

export type PurchaseState = "awaiting_payment" | "payment_failed" | "issued" | "void";

/** The confirmation page's view of one purchase (the buyer's own). */
export interface PurchaseDto {
  id: string;
  state: PurchaseState;
  amountCents: number;
  balanceCents: number;
  recipientName: string;
  recipientEmail: string;
  message: string | null;
  deliverOn: string;
  /** The card goes out at once rather than on a later morning. */
  deliversToday: boolean;
  deliveredAt: string | null;
  /** Only once issued. */
  code: string | null;
  last4: string;
  createdAt: string;
  paidAt: string | null;
  /** A short payment reference for the receipt. */
  reference: string;
  testMode: boolean;
}
