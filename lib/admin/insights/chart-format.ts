/**
 * How the owner's charts print a value, shared by the server-rendered tables and the charts'
 * axes and tooltips, so both say the same number. Pure and safe for client bundles.
 */
import { formatCount } from "@/lib/kernel/format/numbers";
import { formatShortDay, formatUsd } from "@/lib/kernel/format/shorthand";

export type ValueFormat = "count" | "usd" | "percent" | "rating";

/** A value as the table shows it; "–" where there was nothing to measure (a rate of no visits). */
export function formatValue(value: number | null, format: ValueFormat): string {
  if (value === null) return "–";
  if (format === "usd") return formatUsd(value);
  if (format === "percent") return `${(value * 100).toFixed(1)} %`;
  if (format === "rating") return value.toFixed(2);
  return formatCount(value);
}

/** A week's label from its Monday: "Mar 2". The Monday is a New York date, so read it at noon. */
export const weekLabel = (monday: string): string => formatShortDay(`${monday}T17:00:00Z`);
