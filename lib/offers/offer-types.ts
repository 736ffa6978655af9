/**
 * What the browser gets (docs/product.md#special-offers), checked again on arrival: the
 * client trusts no response shape. Hand-written checks rather than zod: the offers section is
 * on the home page, and zod would be most of its script (docs/operations.md, "Page weight").
 */

/**
 * A public offer for display. discountValue is the percent when isPercentage, otherwise
 * dollars (the database keeps cents; 1250 cents travel as 12.5).
 */
export interface PublicOffer {
  id: number;
  name: string;
  description: string;
  isPercentage: boolean;
  discountValue: number;
}

/** One offer the signed-in user holds: assigned, not used yet and active now. */
export interface UserOffer {
  specialOfferId: number;
}

export const PUBLIC_OFFERS_URL = "/api/special-offers";
export const MY_OFFERS_URL = "/api/special-offers/mine";

export class OfferAnswerError extends Error {
  constructor(what: string) {
    super(`Unexpected answer: ${what}`);
    this.name = "OfferAnswerError";
  }
}

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);
const isPositiveInteger = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value > 0;
const isPositiveNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value > 0;

function listOf<T>(answer: unknown, what: string, read: (item: Fields) => T | null): T[] {
  if (!Array.isArray(answer)) throw new OfferAnswerError(`${what} is not a list`);
  return answer.map((item: unknown, index) => {
    const value = isFields(item) ? read(item) : null;
    if (value === null) throw new OfferAnswerError(`${what}[${index}]`);
    return value;
  });
}

/** The public offers list; throws on any malformed entry, as zod's parse did. */
export function parsePublicOffers(answer: unknown): PublicOffer[] {
  return listOf(answer, "public offers", (item) =>
    isPositiveInteger(item.id) &&
    typeof item.name === "string" &&
    typeof item.description === "string" &&
    typeof item.isPercentage === "boolean" &&
    isPositiveNumber(item.discountValue)
      ? { id: item.id, name: item.name, description: item.description, isPercentage: item.isPercentage, discountValue: item.discountValue }
      : null,
  );
}

/** The signed-in user's own offers list; throws on any malformed entry. */
export function parseUserOffers(answer: unknown): UserOffer[] {
  return listOf(answer, "your offers", (item) => (isPositiveInteger(item.specialOfferId) ? { specialOfferId: item.specialOfferId } : null));
}
