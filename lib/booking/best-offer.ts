import type { ClosingCalendar } from "@/lib/settings/closing-calendar";
import type { PriceTable } from "@/lib/settings/price-table";
import { quoteForForm, type BookingFormData } from "./booking-form";
import { offerAdjustment, type UsableOffer } from "./offer-view";

/**
 * The offer that takes the most off this visit (priced as the form prices it), or null when
 * there is none or none takes anything off. The review step applies it for the customer until
 * they choose otherwise (issue #24; docs/product.md#booking).
 */
export function bestOfferFor(form: BookingFormData, table: PriceTable, closing: ClosingCalendar, offers: readonly UsableOffer[]): UsableOffer | null {
  const without = quoteForForm(form, table, closing);
  if (!without) return null;
  let best: { offer: UsableOffer; totalCents: number } | null = null;
  for (const offer of offers) {
    const priced = quoteForForm(form, table, closing, { offer: offerAdjustment(offer) });
    if (!priced || priced.totalCents >= without.totalCents) continue;
    if (!best || priced.totalCents < best.totalCents) best = { offer, totalCents: priced.totalCents };
  }
  return best?.offer ?? null;
}

/** Whether the form should take the best offer now: the customer has not picked one or said "No offer". */
export function shouldApplyBestOffer(form: Pick<BookingFormData, "specialOfferId" | "offerDeclined">): boolean {
  return form.specialOfferId === null && !form.offerDeclined;
}
