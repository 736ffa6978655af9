import { getDb } from "@/lib/platform/db";
import { daySchedule, type DaySchedule } from "./day-schedule";

/** /admin/schedule: one New York day's visits and capacity; null when there is none to show. */
export async function schedulePageView(date: string): Promise<DaySchedule | null> {
  return daySchedule(await getDb(), date);
}
