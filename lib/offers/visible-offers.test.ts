import { toPublicOffer } from "./dto";
import type { PublicOffer } from "./offer-types";
import { visibleOffers } from "./visible-offers";

const offer = (id: number): PublicOffer => ({ id, name: `Offer ${id}`, description: "", isPercentage: true, discountValue: 10 });
const publicOffers = [offer(1), offer(2), offer(3)];

describe("visibleOffers", () => {
  it("shows a visitor every public offer", () => {
    expect(visibleOffers(publicOffers, null).map((o) => o.id)).toEqual([1, 2, 3]);
  });

  it("shows a user only the public offers assigned to them, in the public order", () => {
    expect(visibleOffers(publicOffers, [{ specialOfferId: 3 }, { specialOfferId: 1 }, { specialOfferId: 99 }]).map((o) => o.id)).toEqual([1, 3]);
  });

  it("shows a user without offers nothing", () => {
    expect(visibleOffers(publicOffers, [])).toEqual([]);
  });
});

describe("toPublicOffer", () => {
  it("keeps percentages and turns fixed cents into dollars, and nothing else", () => {
    const row = { id: 4, name: "Spring", description: "d", isPercentage: false, discountValue: 1250 };
    expect(toPublicOffer(row)).toEqual({ id: 4, name: "Spring", description: "d", isPercentage: false, discountValue: 12.5 });
    expect(toPublicOffer({ ...row, isPercentage: true, discountValue: 15 }).discountValue).toBe(15);
  });
});
