import { OfferAnswerError, parsePublicOffers, parseUserOffers } from "./offer-types";

const offer = { id: 1, name: "Welcome to Borough Bright", description: "15% off your first cleaning.", isPercentage: true, discountValue: 15 };

describe("offer answers are checked on arrival", () => {
  it("reads well-formed lists and drops unknown fields", () => {
    expect(parsePublicOffers([{ ...offer, internalNote: "x" }])).toEqual([offer]);
    expect(parseUserOffers([{ specialOfferId: 3 }])).toEqual([{ specialOfferId: 3 }]);
    expect(parsePublicOffers([])).toEqual([]);
  });

  it.each([
    ["not a list", { offers: [offer] }],
    ["a zero id", [{ ...offer, id: 0 }]],
    ["a fractional id", [{ ...offer, id: 1.5 }]],
    ["a negative discount", [{ ...offer, discountValue: -5 }]],
    ["a missing name", [{ ...offer, name: undefined }]],
    ["a string flag", [{ ...offer, isPercentage: "yes" }]],
    ["a null entry", [null]],
  ])("refuses %s", (_what, answer) => {
    expect(() => parsePublicOffers(answer)).toThrow(OfferAnswerError);
  });

  it("refuses a user's list with a bad id", () => {
    expect(() => parseUserOffers([{ specialOfferId: "3" }])).toThrow(OfferAnswerError);
    expect(() => parseUserOffers(null)).toThrow(OfferAnswerError);
  });
});
