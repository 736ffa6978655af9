import type { RateLimitRule } from "@/lib/platform/security/rate-limit";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Guessing limits, shared by every host through the database. Only wrong codes use them up
 * (a right one takes its count back), so a customer checking their own cards is never held up,
 * while someone trying codes gets 10 tries per account and 30 per address each 15 minutes.
 */
export const GIFT_CARD_LIMITS = {
  guessPerUser: { name: "gift-card-guess-user", limit: 10, windowSeconds: 15 * MINUTE },
  guessPerAddress: { name: "gift-card-guess-address", limit: 30, windowSeconds: 15 * MINUTE },
  purchasePerUser: { name: "gift-card-purchase-user", limit: 10, windowSeconds: HOUR },
} satisfies Record<string, RateLimitRule>;
