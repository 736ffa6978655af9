import { z } from "zod";
import { nyToday } from "@/lib/admin/days";
import { requireAdminApi } from "@/lib/admin/http";
import { daySchedule } from "@/lib/admin/schedule/day-schedule";
import { isoDateSchema } from "@/lib/time/calendar-date";
import { getDb } from "@/lib/db";
import { failure, ok } from "@/lib/http/failure";
import { route } from "@/lib/http/route";

const scheduleQuerySchema = z.object({ date: isoDateSchema.optional() });

/** One day's jobs by team and the free teams per hour: ?date=YYYY-MM-DD (default today, New York). */
export const GET = route({ access: requireAdminApi("operations.view"), query: scheduleQuerySchema }, async ({ query }) => {
  const schedule = await daySchedule(await getDb(), query.date ?? nyToday(new Date()));
  return schedule ? ok(schedule) : failure(400, "Choose a date that exists.");
});
