import { processSlot } from "@/lib/kernel/process/slot";
import type { Borough } from "@/lib/kernel/service-area";
import type { Database } from "@/lib/platform/db";
import type { Transaction } from "@/lib/platform/db/transaction";

/**
 * Booking's capacity and the waitlist (docs/product.md#waitlist). The waitlist sits above
 * booking (it reacts to cancellations and books through it), so booking reaches it through this
 * seam, which lib/startup/order-reactions.ts fills from lib/waitlist when a process starts:
 *
 * - `holds`: a freed time kept for the first person on the waitlist needs a cleaner like a
 *   booked visit, for everyone except its holder (`exceptCustomerId`: the customer booking or
 *   looking). Capacity reads it at exactly one place, marked "WAITLIST HOLDS": the room check of
 *   ./availability/room.ts, behind both the locked check and the slot list.
 * - `capacityAdded`: more cleaners' time than before (a week widened, time off withdrawn), inside
 *   the transaction that made it: the waitlist looks for times to offer.
 */
export interface HeldTime {
  start: Date;
  end: Date;
  borough: Borough;
}

export interface WaitlistSeam {
  holds(db: Database, start: Date, end: Date, now: Date, exceptCustomerId: string | null): Promise<HeldTime[]>;
  capacityAdded(tx: Transaction, now: Date): Promise<void>;
}

const installed = processSlot<WaitlistSeam>("waitlistSeam");

export function setWaitlistSeam(seam: WaitlistSeam): void {
  installed.set(seam);
}

/** None installed is a wiring error: a held time silently offered to everyone would break the promise made to its holder. */
export function waitlistSeam(): WaitlistSeam {
  const seam = installed.get();
  if (!seam) throw new Error("No waitlist seam is installed: the process must call installOrderReactions() (lib/startup/order-reactions.ts) at start");
  return seam;
}
