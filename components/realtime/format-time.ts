import { formatInNewYork } from "@/lib/kernel/format/date-time";

/** Notification times as New Yorkers read them (business rules use America/New_York). */

/** "Mar 3, 2026, 2:05 PM EST"; an unreadable timestamp is shown as it came. */
export function formatNotificationTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatInNewYork(date, "dateTimeWithZone");
}
