import { z } from "zod";
import { nyToday } from "@/lib/kernel/time/new-york-days";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { daySchedule } from "@/lib/admin/schedule/day-schedule";
import { isoDateSchema } from "@/lib/kernel/time/calendar-date";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

const scheduleQuerySchema = z.object({ date: isoDateSchema.optional() });

/** One day's jobs by team and the free teams per hour: ?date=YYYY-MM-DD (default today, New York). */
export const GET = route({ access: requireAdminApi("operations.view"), query: scheduleQuerySchema }, async ({ query, database }) => {
  const schedule = await daySchedule(await database(), query.date ?? nyToday(new Date()));
  return schedule ? ok(schedule) : failure("invalid", "Choose a date that exists.");
});
