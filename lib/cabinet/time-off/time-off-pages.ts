/** The pages that show time off (docs/product.md, "Time off"; docs/architecture.md, "Pages and handlers are thin"). */
import { getDb } from "@/lib/platform/db";
import { nyToday, shiftIsoDate } from "@/lib/kernel/time/new-york-days";
import { TIME_OFF_MAX_DAYS_AHEAD } from "./time-off-rules";
import { ownTimeOff, staffTimeOff, type OwnTimeOff, type StaffTimeOffLists } from "./time-off-views";

/** /cleaner/cabinet/time-off: the signed-in person's own requests and the days the form offers. The cleaner comes from the session. */
export async function ownTimeOffPageView(cleanerId: string, now: Date = new Date()): Promise<{ requests: OwnTimeOff[]; earliest: string; latest: string }> {
  const today = nyToday(now);
  return { requests: await ownTimeOff(await getDb(), cleanerId, now), earliest: shiftIsoDate(today, 1), latest: shiftIsoDate(today, TIME_OFF_MAX_DAYS_AHEAD) };
}

/** /admin/time-off: requests waiting for a decision, then the recent and upcoming decided ones. */
export async function staffTimeOffPageView(now: Date = new Date()): Promise<StaffTimeOffLists> {
  return staffTimeOff(await getDb(), now);
}
