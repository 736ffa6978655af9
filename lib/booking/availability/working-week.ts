import { z } from "zod";

/**
 * A cleaner's working week (docs/product.md#cleaners-availability): Monday to Sunday, each day
 * the New York wall-clock hours they work, in minutes after midnight, or null for a day off.
 * Kept in `cleaner_availability.working_week` and checked by this schema on every read and write.
 */
export interface WorkingHours {
  /** Minutes after midnight, New York wall clock: 480 is 8:00. */
  start: number;
  end: number;
}
export type WorkingWeek = Array<WorkingHours | null>;

declare module "@/lib/platform/db/schema/json-documents" {
  interface JsonDocuments {
    workingWeek: WorkingWeek;
  }
}

export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** Visits start from 8:00 and end by 19:00 (./../slots.ts), so hours outside 7:00–20:00 add nothing. */
export const EARLIEST_WORK_MINUTE = 7 * 60;
export const LATEST_WORK_MINUTE = 20 * 60;

const workingHoursSchema = z
  .object({
    start: z.number().int().min(EARLIEST_WORK_MINUTE, "Start at 7:00 AM or later.").max(LATEST_WORK_MINUTE, "Start by 8:00 PM."),
    end: z.number().int().min(EARLIEST_WORK_MINUTE, "End at 7:00 AM or later.").max(LATEST_WORK_MINUTE, "End by 8:00 PM."),
  })
  .refine((hours) => hours.end - hours.start >= 60, { message: "A working day lasts at least an hour.", path: ["end"] });

export const workingWeekSchema = z.array(workingHoursSchema.nullable()).length(7, "Give all seven days, Monday to Sunday.");

/** The week every cleaner had before availability existed: every day, 8:00 to 19:00 (the migration's equivalent of the team count). */
export const FULL_WORKING_WEEK: WorkingWeek = WEEKDAY_NAMES.map(() => ({ start: 8 * 60, end: 19 * 60 }));

/** The hours of an ISO weekday (1 Monday … 7 Sunday), or null on a day off. */
export function hoursOnWeekday(week: WorkingWeek, isoWeekday: number): WorkingHours | null {
  return week[isoWeekday - 1] ?? null;
}
