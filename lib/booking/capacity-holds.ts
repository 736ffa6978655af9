import { processSlot } from "@/lib/kernel/process/slot";
import type { Borough } from "@/lib/kernel/service-area";
import type { Database } from "@/lib/platform/db";

/**
 * Times kept for someone (docs/product.md#waitlist): a freed time held for the first person on
 * the waitlist needs a cleaner like a booked visit, for everyone except its holder. The waitlist
 * sits above booking (it reacts to cancellations and books through it), so booking reads the
 * holds through this seam, which lib/startup/order-reactions.ts fills with lib/waitlist/holds.ts
 * when a process starts. `exceptCustomerId`: the customer booking or looking, whose own hold
 * does not block them.
 *
 * Capacity reads it at exactly one place, marked "WAITLIST HOLDS": the room check of
 * ./availability/room.ts, behind both the locked check and the slot list.
 */
export interface HeldTime {
  start: Date;
  end: Date;
  borough: Borough;
}

export type CapacityHolds = (db: Database, start: Date, end: Date, now: Date, exceptCustomerId: string | null) => Promise<HeldTime[]>;

const installed = processSlot<CapacityHolds>("capacityHolds");

export function setCapacityHolds(holds: CapacityHolds): void {
  installed.set(holds);
}

/** None installed is a wiring error: a held time silently offered to everyone would break the promise made to its holder. */
export function capacityHolds(): CapacityHolds {
  const holds = installed.get();
  if (!holds) throw new Error("No waitlist holds are installed: the process must call installOrderReactions() (lib/startup/order-reactions.ts) at start");
  return holds;
}
