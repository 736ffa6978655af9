/**
 * Counts as the site prints them, en-US: 1234 → "1,234". Money is cents and prints through
 * `formatUsd` in lib/kernel/money, which needs no Intl and never rounds through floating point.
 */
const count = new Intl.NumberFormat("en-US");

export const formatCount = (value: number): string => count.format(value);
