import { formatInNewYork } from "@/lib/kernel/format/date-time";
import { nyToday } from "@/lib/kernel/time/new-york-days";

/**
 * The line the offline cabinet opens with: when what it shows was read from the server, in New
 * York time. The day is named when it is not today's (a phone offline since yesterday).
 */
export function offlineSavedLine(savedAt: Date, now: Date): string {
  const time = formatInNewYork(savedAt, "time");
  if (nyToday(savedAt) === nyToday(now)) return `Offline — saved at ${time}`;
  return `Offline — saved ${formatInNewYork(savedAt, "weekdayMonthDay")} at ${time}`;
}
