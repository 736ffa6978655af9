import { z } from "zod";
import { nyToday } from "@/lib/admin/days";
import { requireAdminApi } from "@/lib/admin/http";
import { daySchedule } from "@/lib/admin/schedule/day-schedule";
import { isoDateSchema } from "@/lib/booking/calendar-date";
import { getDb } from "@/lib/db";
import { parseValue, searchParamsOf } from "@/lib/http/parse";
import { errorResponse, okResponse } from "@/lib/http/responses";

const scheduleQuerySchema = z.object({ date: isoDateSchema.optional() });

/** One day's jobs by team and the free teams per hour: ?date=YYYY-MM-DD (default today, New York). */
export async function GET(request: Request): Promise<Response> {
  const guarded = await requireAdminApi("operations.view");
  if (!guarded.ok) return guarded.response;
  const query = parseValue(searchParamsOf(request), scheduleQuerySchema);
  if (!query.ok) return query.response;
  const schedule = await daySchedule(await getDb(), query.data.date ?? nyToday(new Date()));
  return schedule ? okResponse(schedule) : errorResponse(400, "Choose a date that exists.");
}
