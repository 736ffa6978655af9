import type { GiftCardRow } from "@/lib/platform/db/schema";

/** What the buyer's list and the staff list both show of a card: amounts, recipient and delivery. */
export interface GiftCardBasics {
  id: string;
  last4: string;
  initialCents: number;
  balanceCents: number;
  recipientName: string;
  recipientEmail: string;
  deliverOn: string;
  deliveredAt: string | null;
  createdAt: string;
}

export function giftCardBasics(card: GiftCardRow): GiftCardBasics {
  return {
    id: card.id,
    last4: card.last4,
    initialCents: card.initialCents,
    balanceCents: card.balanceCents,
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    deliverOn: card.deliverOn,
    deliveredAt: card.deliveredAt?.toISOString() ?? null,
    createdAt: card.createdAt.toISOString(),
  };
}
