import { DEFAULT_CLOSING_CALENDAR } from "@/lib/settings/closing-calendar";
import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";
import { newBookingForm } from "./booking-form";
import { bestOfferFor, shouldApplyBestOffer } from "./best-offer";
import type { UsableOffer } from "./offer-view";

const offer = (id: number, isPercentage: boolean, discountValue: number): UsableOffer => ({ id, name: `Offer ${id}`, description: "", isPercentage, discountValue, startsAt: null, endsAt: null });
// A 2-bedroom regular cleaning: $175 before tax.
const form = { ...newBookingForm("c3d4e5f6-a7b8-4c9d-8e0f-112233445566"), bedrooms: 2 };

describe("the best offer a customer holds", () => {
  it("is the one that takes the most off this visit", () => {
    // 10% of $175 is $17.50: more than $15 off, less than $20 off.
    expect(bestOfferFor(form, DEFAULT_PRICE_TABLE, DEFAULT_CLOSING_CALENDAR, [offer(1, false, 1_500), offer(2, true, 10)])?.id).toBe(2);
    expect(bestOfferFor(form, DEFAULT_PRICE_TABLE, DEFAULT_CLOSING_CALENDAR, [offer(1, false, 2_000), offer(2, true, 10)])?.id).toBe(1);
  });

  it("is none when there are no offers or none takes anything off", () => {
    expect(bestOfferFor(form, DEFAULT_PRICE_TABLE, DEFAULT_CLOSING_CALENDAR, [])).toBeNull();
    expect(bestOfferFor(form, DEFAULT_PRICE_TABLE, DEFAULT_CLOSING_CALENDAR, [offer(3, true, 0)])).toBeNull();
  });

  it("is applied until the customer picks one or says No offer", () => {
    expect(shouldApplyBestOffer({ specialOfferId: null, offerDeclined: false })).toBe(true);
    expect(shouldApplyBestOffer({ specialOfferId: 7, offerDeclined: false })).toBe(false);
    expect(shouldApplyBestOffer({ specialOfferId: null, offerDeclined: true })).toBe(false);
  });
});
