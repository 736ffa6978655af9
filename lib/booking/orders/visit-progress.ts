import { formatShortDate, formatVisitTime } from "../booking-time";

/**
 * One sentence about where a visit stands, for the customer's order page and the polite live
 * announcement when it changes (docs/realtime.md). Pure and safe for client bundles: the page
 * renders it on the server, and the live event says the same words the moment it arrives.
 */
export interface VisitProgress {
  status: string;
  cleanerFirstName: string | null;
  onTheWay: { at: string; etaMinutes: number } | null;
  checkedInAt: string | null;
}

/** The "on my way" an order row keeps, as pages and events carry it (null until the cleaner sends it). */
export function onTheWayOf(order: { onTheWayAt: Date | null; onTheWayEtaMinutes: number | null }): VisitProgress["onTheWay"] {
  return order.onTheWayAt && order.onTheWayEtaMinutes !== null ? { at: order.onTheWayAt.toISOString(), etaMinutes: order.onTheWayEtaMinutes } : null;
}

/** "about 20 minutes (around 2:10 PM)": the estimate and the arrival time it gives. */
function estimate(onTheWay: NonNullable<VisitProgress["onTheWay"]>): string {
  const arrival = new Date(new Date(onTheWay.at).getTime() + onTheWay.etaMinutes * 60_000);
  return `about ${onTheWay.etaMinutes} minutes (around ${formatVisitTime(arrival)})`;
}

export function describeVisitProgress(visit: VisitProgress): string {
  const cleaner = visit.cleanerFirstName ?? "Your cleaner";
  switch (visit.status) {
    case "pending":
      return "We received your booking; our team confirms it soon.";
    case "confirmed":
      return "Confirmed. We will let you know when a cleaner is assigned.";
    case "assigned":
      if (visit.onTheWay) return `${cleaner} is on the way, ${estimate(visit.onTheWay)}.`;
      return `${cleaner} is your cleaner for this visit.`;
    case "in_progress":
      return visit.checkedInAt ? `${cleaner} checked in at ${formatVisitTime(new Date(visit.checkedInAt))} and is cleaning now.` : `${cleaner} is cleaning now.`;
    case "completed":
      return `Done: ${cleaner === "Your cleaner" ? "the cleaning is finished" : `${cleaner} finished the cleaning`}. Thank you for booking with us.`;
    case "cancelled":
      return "This visit is cancelled.";
    default:
      return "";
  }
}

/** The toast staff see for an order event: "New booking C-10021, Fri 10:00 AM, Brooklyn". */
export function describeForStaff(event: { change: string; number: string; startsAt: string; borough: string; entry: { label: string; actorName: string } }): string {
  const when = `${formatShortDate(new Date(event.startsAt)).replace(/,.*$/, "")} ${formatVisitTime(new Date(event.startsAt))}`;
  if (event.change === "created") return `New booking ${event.number}, ${when}, ${event.borough}`;
  return `${event.number}: ${event.entry.label} (${event.entry.actorName})`;
}

/** The cleaner's own job page: what the customer was told, while the visit has not started. */
export function describeOnTheWayForCleaner(job: { status: string; onTheWay: VisitProgress["onTheWay"] }): string | null {
  return job.status === "assigned" && job.onTheWay ? `You are on the way: the customer expects you in ${estimate(job.onTheWay)}.` : null;
}

/** What the cabinet announces: a job given, changed or taken away. */
export function describeForCleaner(event: { change: string; number: string; assigned: boolean }): string {
  if (!event.assigned) return `Job ${event.number} is no longer yours.`;
  return event.change === "assigned" ? `New job ${event.number} is in your list.` : `Job ${event.number} was updated.`;
}
