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

const workingHoursSchema = z.object({
  start: z.number({ error: "Choose a start time." }).int("Choose a start time."),
  end: z.number({ error: "Choose an end time." }).int("Choose an end time."),
});

/**
 * Each day's problem names the day ("Monday: end after the start."), beside the day's start or
 * end (`workingWeek.0.end`), so a form shows it in that day's row and a summary still reads.
 */
export const workingWeekSchema = z
  .array(workingHoursSchema.nullable())
  .length(7, "Give all seven days, Monday to Sunday.")
  .superRefine((week, context) => {
    if (week.length !== 7) return;
    week.forEach((hours, index) => {
      if (!hours) return;
      const say = (field: "start" | "end", message: string) => context.addIssue({ code: "custom", path: [index, field], message: `${WEEKDAY_NAMES[index]}: ${message}` });
      if (hours.start < EARLIEST_WORK_MINUTE) say("start", "start at 7:00 AM or later.");
      else if (hours.start > LATEST_WORK_MINUTE - 60) say("start", "start by 7:00 PM.");
      if (hours.end > LATEST_WORK_MINUTE) say("end", "end by 8:00 PM.");
      else if (hours.end <= hours.start) say("end", "end after the start.");
      else if (hours.end - hours.start < 60) say("end", "work at least an hour.");
    });
  });

/** The week every cleaner had before availability existed: every day, 8:00 to 19:00 (the migration's equivalent of the team count). */
export const FULL_WORKING_WEEK: WorkingWeek = WEEKDAY_NAMES.map(() => ({ start: 8 * 60, end: 19 * 60 }));

/** The hours of an ISO weekday (1 Monday … 7 Sunday), or null on a day off. */
export function hoursOnWeekday(week: WorkingWeek, isoWeekday: number): WorkingHours | null {
  return week[isoWeekday - 1] ?? null;
}
