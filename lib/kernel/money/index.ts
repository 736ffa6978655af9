import { DEFAULT_LOCALE, type Locale } from "@/lib/kernel/enums/locales";

/**
 * Integer money arithmetic shared by the pricing code. Amounts are integer cents; nothing here
 * goes through floating point, so a quote computed in the browser and on the server is the same
 * to the cent.
 */

/**
 * value × numerator / denominator, rounded half up, for non-negative integers. BigInt keeps the
 * intermediate product exact however large it gets (a percentage of a big office job, or a tax
 * rate in thousandths of a percent).
 */
export function mulDivRoundHalfUp(value: number, numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(value) || !Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) {
    throw new RangeError("mulDivRoundHalfUp takes safe integers only");
  }
  if (value < 0 || numerator < 0 || denominator <= 0) {
    throw new RangeError("mulDivRoundHalfUp takes non-negative values and a positive denominator");
  }
  const product = BigInt(value) * BigInt(numerator);
  const den = BigInt(denominator);
  const quotient = product / den;
  const remainder = product % den;
  // Half up: a remainder of at least half the denominator rounds away from zero.
  return Number(remainder * 2n >= den ? quotient + 1n : quotient);
}

/**
 * Groups thousands with commas: 1234567 → "1,234,567", as en-US prints a whole number. String
 * work rather than Intl: the first Intl formatting on a page loads locale data, tens of
 * milliseconds of start-up on a slow phone (issue #14).
 */
export function groupThousands(whole: bigint | number, separator = ","): string {
  return whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * How each language writes dollars. US Spanish (es-US) writes them as US English does,
 * "$1,234.50", not as Spain does ("1.234,50 US$"); money.test.ts holds this against ICU's es-US.
 */
const MONEY_MARKS = {
  en: { group: ",", decimal: "." },
  es: { group: ",", decimal: "." },
} as const satisfies Record<Locale, { group: string; decimal: string }>;

/**
 * "$1,234.50", "$140" (whole dollars drop the cents), "-$35" for a discount, in the reader's
 * language (en-US by default). Non-integer input is a bug upstream; it is rounded to the cent
 * rather than shown with stray digits.
 */
export function formatUsd(cents: number, locale: Locale = DEFAULT_LOCALE): string {
  const marks = MONEY_MARKS[locale];
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? "-" : "";
  const magnitude = BigInt(Math.abs(rounded));
  const dollars = magnitude / 100n;
  const rest = magnitude % 100n;
  const fraction = rest === 0n ? "" : `${marks.decimal}${rest.toString().padStart(2, "0")}`;
  return `${sign}$${groupThousands(dollars, marks.group)}${fraction}`;
}

/**
 * A rate in hundredths of a cent as dollars, for labels: 1500 → "$0.15", 1525 → "$0.1525".
 * At least two decimals, trailing zeros beyond them dropped.
 */
export function formatCentiCentsAsUsd(centiCents: number): string {
  const whole = Math.floor(centiCents / 10_000);
  const fraction = String(centiCents % 10_000)
    .padStart(4, "0")
    .replace(/0{1,2}$/, "");
  return `$${groupThousands(BigInt(whole))}.${fraction}`;
}

/** A rate in thousandths of a percent as text: 8875 → "8.875%", 8000 → "8%", 4500 → "4.5%". */
export function formatMilliPercent(milliPercent: number): string {
  const whole = Math.floor(milliPercent / 1000);
  const fraction = String(milliPercent % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}%` : `${whole}%`;
}
