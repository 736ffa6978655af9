import type { LiveOrderEvent } from "@/lib/web/realtime/client/order-event";

/**
 * A visit the hub has announced that the board does not show yet: a booking made a moment ago.
 * The board's own refresh brings the full visit (with its customer's choices and version, so
 * it can be assigned); until then the tray lists it from the event, so staff see the booking
 * the moment it is made however long that refresh takes (docs/product.md, "Dispatch board").
 */
export interface Arrival {
  id: string;
  number: string;
  startsAt: string;
  endsAt: string;
  serviceName: string;
  customerName: string;
  borough: string;
}

type StaffEvent = Extract<LiveOrderEvent, { audience: "staff" }>;

/** Statuses of a visit that still needs a cleaner. */
const WAITING = new Set(["pending", "confirmed"]);

/** The arrival a staff event makes on a board covering `range`, or null when it makes none. */
export function arrivalOf(event: StaffEvent, range: { start: string; end: string }, shown: ReadonlySet<string>): Arrival | null {
  if (shown.has(event.orderId) || event.cleanerName !== null || !WAITING.has(event.status)) return null;
  if (!(event.startsAt < range.end && event.endsAt > range.start)) return null;
  const { orderId: id, number, startsAt, endsAt, serviceName, customerName, borough } = event;
  return { id, number, startsAt, endsAt, serviceName, customerName, borough };
}

/**
 * The arrivals after an event: this one added or replaced, and any the event shows to need
 * no place in the tray any more (assigned, cancelled) dropped. Those the board now shows are
 * dropped when it renders (`stillArriving`).
 */
export function withEvent(arrivals: readonly Arrival[], event: StaffEvent, range: { start: string; end: string }, shown: ReadonlySet<string>): Arrival[] {
  const others = arrivals.filter((arrival) => arrival.id !== event.orderId);
  const arrival = arrivalOf(event, range, shown);
  return arrival ? [...others, arrival] : others;
}

/** The arrivals the board's data does not hold yet. */
export const stillArriving = (arrivals: readonly Arrival[], shown: ReadonlySet<string>): Arrival[] => arrivals.filter((arrival) => !shown.has(arrival.id));
