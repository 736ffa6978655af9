import { formatDate, formatTime } from "@/lib/kernel/format/shorthand";
import { nyDayRange, nyToday } from "@/lib/kernel/time/new-york-days";

/**
 * When the assigned cleaner may see a job's lockbox and alarm codes (docs/product.md, "Access
 * details and keys"): on the visit's New York day only, from two hours before the start to the
 * end of the visit window. Both ends belong to the window. A visit starting before 2 AM opens at
 * midnight, not the evening before; one running past midnight closes at midnight. Instants are
 * compared as instants, so a day of 23 or 25 hours (DST) moves nothing: "two hours before" is
 * two real hours. Pure: the clock is `now`.
 */

export const ACCESS_CODES_OPEN_BEFORE_MS = 2 * 60 * 60 * 1000;

export interface AccessCodeWindow {
  opensAt: Date;
  closesAt: Date;
}

export function accessCodeWindow(visit: { startsAt: Date; endsAt: Date }): AccessCodeWindow {
  const day = nyDayRange(nyToday(visit.startsAt));
  if (!day) throw new Error("a visit's start has no New York day");
  const opensAt = Math.max(visit.startsAt.getTime() - ACCESS_CODES_OPEN_BEFORE_MS, day.start.getTime());
  // The day's end is exclusive: the last instant of the day is a millisecond before it.
  const closesAt = Math.min(visit.endsAt.getTime(), day.end.getTime() - 1);
  return { opensAt: new Date(opensAt), closesAt: new Date(closesAt) };
}

export type AccessCodeTiming = "early" | "open" | "closed";

export function accessCodeTiming(window: AccessCodeWindow, now: Date): AccessCodeTiming {
  if (now.getTime() < window.opensAt.getTime()) return "early";
  return now.getTime() > window.closesAt.getTime() ? "closed" : "open";
}

/** Why the codes are hidden at `now`, in the cleaner's words, or null while they may be seen. */
export function accessCodeProblem(window: AccessCodeWindow, now: Date): string | null {
  const timing = accessCodeTiming(window, now);
  if (timing === "early") return `The codes show from ${formatTime(window.opensAt)} on ${formatDate(window.opensAt)}, two hours before the visit, until it ends.`;
  return timing === "closed" ? `The codes were shown until the visit ended at ${formatTime(window.closesAt)} on ${formatDate(window.closesAt)}. Call the office if you still need them.` : null;
}
