import type { OutgoingSmsType } from "@/lib/kernel/enums/sms";
import { addDays } from "@/lib/kernel/time/calendar-date";
import { newYorkDateOf, newYorkTimeOfDay, newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";

/**
 * No text between 9 PM and 8 AM New York time (docs/product.md#text-messages), whatever the server's zone: the hour
 * is read on New York's wall clock at the instant, so the spring and fall switches move the
 * window with the clock.
 */
const QUIET_FROM_HOUR = 21;
const QUIET_UNTIL_HOUR = 8;

/**
 * What may go out at night: the cleaner on the way and a same-day change matter now, and the
 * answer to a keyword (STOP, HELP) is the one text the person just asked for — an opt-out
 * confirmed the next morning would be a text after STOP.
 */
const ANY_HOUR: ReadonlySet<OutgoingSmsType> = new Set(["on-my-way", "same-day-change", "keyword-reply"]);

const isQuiet = (now: Date): boolean => {
  const { hour } = newYorkTimeOfDay(now);
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
};

/** Whether a text of this type may go out at `now`. */
export function mayTextNow(type: OutgoingSmsType, now: Date): boolean {
  return ANY_HOUR.has(type) || !isQuiet(now);
}

/** The first instant from `now` on when a text of this type may go out: `now`, or the next 8 AM in New York. */
export function nextTextingTime(type: OutgoingSmsType, now: Date): Date {
  if (mayTextNow(type, now)) return now;
  const today = newYorkDateOf(now);
  const morning = newYorkTimeOfDay(now).hour >= QUIET_FROM_HOUR ? addDays(today, 1) : today;
  return newYorkWallTimeToUtc(morning, QUIET_UNTIL_HOUR);
}
