/**
 * What staff type in the payroll forms, as the integers the endpoints take. Pure and safe for
 * client bundles; the endpoints check the integers again.
 */
import { dollarsToCents } from "@/lib/payments/tips/tip-choice";

/** "37.5" or "40%" as hundredths of a percent (3750, 4000); null for anything else. */
export function percentToBasisPoints(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?\s*%?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** "25.50", "-$12" as signed cents; null for anything else. */
export function signedDollarsToCents(text: string): number | null {
  const trimmed = text.trim();
  const negative = trimmed.startsWith("-");
  const cents = dollarsToCents(negative ? trimmed.slice(1) : trimmed);
  return cents === null ? null : negative ? -cents : cents;
}
