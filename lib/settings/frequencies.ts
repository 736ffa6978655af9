/**
 * How often a visit repeats. Apart from the price table's schemas, so the booking page's
 * browser code can use the list without building them (start-up time on a slow phone; issue #14).
 */
export const FREQUENCIES = ["one-time", "monthly", "biweekly", "weekly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];
