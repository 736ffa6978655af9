/**
 * How staff screens write times and money: New York wall time whatever the machine's zone
 * (docs/product.md), cents as dollars. Pure and safe for client bundles; the formatters
 * themselves live in lib/kernel/format.
 */
import { formatUsd } from "@/lib/kernel/money";
import { formatInNewYork } from "@/lib/kernel/format/date-time";

export { formatUsd };

/** "Tue, Mar 3, 2026, 9:00 AM" in New York. */
export const formatDateTime = (value: string | Date) => formatInNewYork(value, "weekdayDateTime");
/** "Tue, Mar 3, 2026" in New York. */
export const formatDate = (value: string | Date) => formatInNewYork(value, "weekdayDate");
/** "9:00 AM" in New York. */
export const formatTime = (value: string | Date) => formatInNewYork(value, "time");
/** "Mar 3" in New York. */
export const formatShortDay = (value: string | Date) => formatInNewYork(value, "monthDay");
