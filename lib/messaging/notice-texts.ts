import type { OutgoingSmsType } from "@/lib/kernel/enums/sms";
import { formatCalendarDate, formatInNewYork } from "@/lib/kernel/format/date-time";
import type { CalendarDate } from "@/lib/kernel/time/calendar-date";
import { COMPANY_NAME } from "@/lib/platform/mail";
import { plainGsm } from "./plain-gsm";
import { smsSegments } from "./segments";

/**
 * What each text says (docs/messaging.md, "What is texted"). Pure: the facts come in, the body
 * goes out. Every body starts with the company's name (carriers ask that the sender be named),
 * keeps to GSM characters and to one segment where it can; a link makes two. Instants print in
 * New York time through lib/kernel/format, and absolute: a text held by quiet hours is read the
 * next morning, when "tomorrow" would be wrong.
 */

/** One visit as a text names it. */
export interface VisitFacts {
  /** "C-10042" */
  number: string;
  startsAt: Date;
  /** Printed as a time range where given (cleaners plan their day by it). */
  endsAt?: Date;
  /** Where, without the street: the borough and ZIP ("Brooklyn 11211"). */
  area: string;
}

const signed = (body: string) => plainGsm(`${COMPANY_NAME}: ${body}`);

const time = (instant: Date) => formatInNewYork(instant, "time");
/** "Tue, Mar 10" */
const day = (instant: Date) => formatInNewYork(instant, "weekdayMonthDay");
/** "Tue, Mar 10 at 9:00 AM" */
const when = (instant: Date) => `${day(instant)} at ${time(instant)}`;
/** "9:00 AM-12:00 PM", or the start alone. */
const times = (visit: VisitFacts) => (visit.endsAt ? `${time(visit.startsAt)}-${time(visit.endsAt)}` : time(visit.startsAt));

export const customerTexts = {
  bookingReceived: (visit: VisitFacts) => signed(`We received your booking ${visit.number} for ${when(visit.startsAt)}. We will text you when it is confirmed. Reply STOP to opt out.`),
  bookingConfirmed: (visit: VisitFacts) => signed(`Your cleaning ${visit.number} on ${when(visit.startsAt)} is confirmed. See you then!`),
  reminder: (visit: VisitFacts) => signed(`Reminder: your cleaning ${visit.number} is on ${when(visit.startsAt)}. Reply C to confirm, R to reschedule.`),
  onMyWay: (cleanerFirstName: string, minutes: number) => signed(`${cleanerFirstName} is on the way, about ${minutes} minutes.`),
  visitComplete: (pollUrl: string, tipFor: string | null) =>
    signed(`Your cleaning is done, thank you! How did we do? Rate it${tipFor ? ` and tip ${tipFor} if you like` : ""}: ${pollUrl}`),
  paymentDeclined: (payment: { amount: string; what: "cleaning" | "late-cancellation fee"; visitStartsAt: Date; payUrl: string }) =>
    signed(`The ${payment.amount} payment for your ${payment.what} of ${day(payment.visitStartsAt)} did not go through. Please pay or update your card: ${payment.payUrl}`),
  /** Staff gave the visit to another cleaner. */
  newCleaner: (visit: VisitFacts, cleanerFirstName: string) => signed(`Your cleaning ${visit.number} on ${when(visit.startsAt)} now has a new cleaner: ${cleanerFirstName}.`),
  /** The day-after Google review request (docs/product.md#review-requests): no incentive, honest reviews asked for. */
  reviewRequest: (reviewUrl: string) => signed(`Thanks for having us yesterday! If you have 2 minutes, an honest Google review helps other New Yorkers: ${reviewUrl}`),
  cancelledByStaff: (visit: VisitFacts, companyPhone: string) => signed(`We cancelled your cleaning ${visit.number} on ${when(visit.startsAt)}. Questions? Call us at ${companyPhone}.`),
};

/** What happened to a cleaner's job. */
export type JobChange = "assigned" | "moved" | "cancelled" | "reassigned";

const JOB_CHANGE_TYPES: Readonly<Record<JobChange, OutgoingSmsType>> = {
  assigned: "job-assigned",
  moved: "job-changed",
  cancelled: "job-cancelled",
  reassigned: "job-cancelled",
};

/** What the job became, after "Job C-10042 on … (area)". */
const CHANGED: Readonly<Record<Exclude<JobChange, "assigned">, { later: string; today: string }>> = {
  moved: { later: "was moved by the customer and is off your schedule for now.", today: "was moved by the customer and is off your schedule. Please do not go." },
  cancelled: { later: "is cancelled.", today: "is cancelled. Please do not go." },
  reassigned: { later: "went to another cleaner and is off your schedule.", today: "went to another cleaner. Please do not go." },
};

/**
 * A cleaner's text about one job. A change to a visit of the day (`today`) is a same-day change:
 * it goes at any hour (docs/product.md#text-messages) and says "Today" instead of the date.
 */
export function cleanerJobText(change: JobChange, visit: VisitFacts, today: boolean): { type: OutgoingSmsType; body: string } {
  const type = today ? "same-day-change" : JOB_CHANGE_TYPES[change];
  const slot = today ? `Today at ${times(visit)}` : `${day(visit.startsAt)}, ${times(visit)}`;
  if (change === "assigned") return { type, body: signed(`New job ${visit.number}: ${slot}, ${visit.area}. Details in your cabinet.`) };
  const said = today ? `Today: job ${visit.number} at ${times(visit)}` : `Job ${visit.number} on ${day(visit.startsAt)}, ${times(visit)}`;
  return { type, body: signed(`${said} (${visit.area}) ${CHANGED[change][today ? "today" : "later"]}`) };
}

/** Carriers bill per segment: the schedule keeps to two where it can and never passes three. */
const PREFERRED_SEGMENTS = 2;
const MAX_SEGMENTS = 3;

const fits = (body: string, segments: number) => smsSegments(body).segments <= segments;

/**
 * Tomorrow's visits for one cleaner, in order: times and area, no street. A long day first drops
 * the end times and boroughs (start and ZIP), then, past three segments, the last visits
 * ("+2 more in your cabinet").
 */
export function cleanerScheduleText(date: CalendarDate, visits: readonly VisitFacts[]): string {
  const heading = `Your visits tomorrow, ${formatCalendarDate(date, "weekdayMonthDay")}: `;
  const closing = ". Details in your cabinet.";
  const full = visits.map((visit) => `${times(visit)} ${visit.area}`);
  const short = visits.map((visit) => `${time(visit.startsAt)} ${visit.area.split(" ").at(-1) ?? visit.area}`);
  const body = (entries: readonly string[], more: number) =>
    signed(`${heading}${entries.join("; ")}${more > 0 ? `; +${more} more in your cabinet.` : closing}`);
  for (const entries of [full, short]) {
    const whole = body(entries, 0);
    if (fits(whole, PREFERRED_SEGMENTS)) return whole;
  }
  if (fits(body(full, 0), MAX_SEGMENTS)) return body(full, 0);
  for (let shown = short.length; shown > 0; shown -= 1) {
    const cut = body(short.slice(0, shown), short.length - shown);
    if (fits(cut, MAX_SEGMENTS)) return cut;
  }
  return body([], short.length);
}
