/** Special offers as staff see them. */
import { formatIsoDate } from "@/lib/kernel/time/calendar-date";
import { newYorkDateOf } from "@/lib/kernel/time/new-york";
import type { SpecialOfferRow } from "@/lib/platform/db/schema";
import { formatDiscount } from "@/lib/offers/format-discount";

export type OfferState = "scheduled" | "active" | "ended";

export interface AdminOfferDto {
  id: number;
  name: string;
  description: string;
  isPercentage: boolean;
  /** Percent, or dollars, as in the form. */
  discountValue: number;
  discountText: string;
  isPublic: boolean;
  assignToNewAccounts: boolean;
  startsAt: string | null;
  endsAt: string | null;
  /** The form's New York days: the first and the last (inclusive) day of the window. */
  startsOn: string | null;
  endsOn: string | null;
  state: OfferState;
  createdAt: string;
}

export function offerState(row: Pick<SpecialOfferRow, "startsAt" | "endsAt">, now: Date): OfferState {
  if (row.endsAt && row.endsAt.getTime() <= now.getTime()) return "ended";
  if (row.startsAt && row.startsAt.getTime() > now.getTime()) return "scheduled";
  return "active";
}

export function toAdminOffer(row: SpecialOfferRow, now: Date): AdminOfferDto {
  const discountValue = row.isPercentage ? row.discountValue : row.discountValue / 100;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isPercentage: row.isPercentage,
    discountValue,
    discountText: formatDiscount({ isPercentage: row.isPercentage, discountValue }),
    isPublic: row.isPublic,
    assignToNewAccounts: row.assignToNewAccounts,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    startsOn: row.startsAt ? formatIsoDate(newYorkDateOf(row.startsAt)) : null,
    // The end is exclusive; the last day shown is the one before it.
    endsOn: row.endsAt ? formatIsoDate(newYorkDateOf(new Date(row.endsAt.getTime() - 1))) : null,
    state: offerState(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}
