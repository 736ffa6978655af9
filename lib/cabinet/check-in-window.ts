import { formatDate, formatTime } from "@/lib/kernel/format/shorthand";

/**
 * When a cleaner may check in to a job: from two hours before the start (early arrivals wait
 * in the lobby) to the end of the visit window, the start plus the estimated duration. Outside
 * it a check-in would mark a visit under way that is days off, or start one long over; the
 * office records those instead. Pure and safe for client bundles: the cabinet shows the same
 * times the server enforces.
 */

export const CHECK_IN_OPENS_BEFORE_MS = 2 * 60 * 60 * 1000;

export interface CheckInWindow {
  opensAt: Date;
  closesAt: Date;
}

const asDate = (value: string | Date) => (typeof value === "string" ? new Date(value) : value);

export function checkInWindow(job: { startsAt: string | Date; endsAt: string | Date }): CheckInWindow {
  return { opensAt: new Date(asDate(job.startsAt).getTime() - CHECK_IN_OPENS_BEFORE_MS), closesAt: asDate(job.endsAt) };
}

export type CheckInTiming = "early" | "open" | "closed";

/** Where `now` falls; both ends belong to the window. */
export function checkInTiming(window: CheckInWindow, now: Date): CheckInTiming {
  if (now.getTime() < window.opensAt.getTime()) return "early";
  return now.getTime() > window.closesAt.getTime() ? "closed" : "open";
}

/** "Mon, Mar 16" without the year, for a day the cleaner already knows is near. */
const shortDate = (value: Date) => formatDate(value).replace(/, \d{4}$/, "");

export function checkInOpensMessage(window: CheckInWindow): string {
  return `Check-in opens at ${formatTime(window.opensAt)} on ${shortDate(window.opensAt)}, two hours before the visit.`;
}

export function checkInClosedMessage(window: CheckInWindow): string {
  return `The visit window ended at ${formatTime(window.closesAt)} on ${shortDate(window.closesAt)}. Call the office to record this visit.`;
}

/** Why a check-in at `now` is refused, or null when it is allowed. */
export function checkInProblem(window: CheckInWindow, now: Date): string | null {
  const timing = checkInTiming(window, now);
  if (timing === "early") return checkInOpensMessage(window);
  return timing === "closed" ? checkInClosedMessage(window) : null;
}

/** Why "On my way" at `now` is refused (it opens with check-in), or null when it is allowed. */
export function onTheWayProblem(window: CheckInWindow, now: Date): string | null {
  const timing = checkInTiming(window, now);
  if (timing === "early") return `"On my way" opens at ${formatTime(window.opensAt)} on ${shortDate(window.opensAt)}, two hours before the visit.`;
  return timing === "closed" ? checkInClosedMessage(window) : null;
}
