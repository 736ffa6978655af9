import { Pill } from "@/components/admin/StatusBadge";
import type { GiftCardStatus } from "@/lib/platform/db/schema";

export const GIFT_CARD_STATUS_TEXT: Record<GiftCardStatus, string> = { pending_payment: "Awaiting payment", active: "Active", void: "Void" };

/**
 * A card's state in the admin table. An active card with a zero balance reads "Used up", the
 * words its owner sees on their gift-card page, so staff and customer talk about the same thing.
 */
export function GiftCardStatusPill({ status, balanceCents }: { status: GiftCardStatus; balanceCents: number }) {
  if (status === "active" && balanceCents === 0) return <Pill tone="slate">Used up</Pill>;
  return <Pill tone={status === "active" ? "green" : status === "void" ? "slate" : "amber"}>{GIFT_CARD_STATUS_TEXT[status]}</Pill>;
}
