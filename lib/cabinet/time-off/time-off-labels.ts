/** How time off reads on the cabinet and staff pages (docs/product.md, "Time off"). Pure, safe for client bundles. */
import { formatCalendarDate } from "@/lib/kernel/format/date-time";
import { parseIsoDate } from "@/lib/kernel/time/calendar-date";

type Status = "requested" | "approved" | "declined" | "withdrawn";

/** "Tue, Mar 3, 2026", or "Mon, Apr 6, 2026 – Fri, Apr 10, 2026" for several days. */
export function timeOffDaysLabel(firstDay: string, lastDay: string): string {
  const first = parseIsoDate(firstDay);
  const last = parseIsoDate(lastDay);
  if (!first || !last) return `${firstDay} – ${lastDay}`;
  const from = formatCalendarDate(first, "weekdayDate");
  return firstDay === lastDay ? from : `${from} – ${formatCalendarDate(last, "weekdayDate")}`;
}

/** "1 day", "5 days". */
export const daysCountLabel = (days: number): string => (days === 1 ? "1 day" : `${days} days`);

/** The status as the cleaner reads it. */
export const OWN_TIME_OFF_STATUS: Readonly<Record<Status, string>> = {
  requested: "Waiting for the office",
  approved: "Approved",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

/** The status as staff read it. */
export const STAFF_TIME_OFF_STATUS: Readonly<Record<Status, string>> = {
  requested: "Waiting",
  approved: "Approved",
  declined: "Declined",
  withdrawn: "Withdrawn by the cleaner",
};
