import type { Borough } from "@/lib/kernel/service-area";
import type { Transaction } from "@/lib/platform/db/transaction";
import type { TravelMinutes } from "@/lib/settings/travel-minutes";
import { takeProblem, type TakeProblem } from "./cleaner-pool";
import { loadCleanerPool } from "./load-pool";

/**
 * Whether a cleaner on the schedule can be given a visit (docs/product.md#cleaners-availability):
 * they work its borough, are on shift for all of it (no approved time off that day), and their
 * other visits leave the travel time either side. A cleaner not on the schedule is assigned by
 * hand without these checks (a supervisor filling in); the overlap check of the assignment still
 * applies. Runs in the assignment's transaction, under the pool's locks.
 */
export interface AssignedVisit {
  id: string;
  startsAt: Date;
  endsAt: Date;
  borough: Borough;
}

export const ASSIGNMENT_PROBLEM_MESSAGES: Record<TakeProblem, (firstName: string, borough: Borough) => string> = {
  borough: (firstName, borough) => `${firstName} does not work in ${borough}. Change their boroughs on their page first, or choose someone else.`,
  "off-shift": (firstName) => `${firstName} is not working then (outside their hours, or on approved time off).`,
  travel: (firstName) => `${firstName} would not have time to travel between this visit and another of theirs.`,
};

export async function assignmentProblem(tx: Transaction, cleaner: { id: string; firstName: string }, visit: AssignedVisit, travel: TravelMinutes): Promise<string | null> {
  const pool = await loadCleanerPool(tx, { from: visit.startsAt, to: visit.endsAt, travel, excludeOrderId: visit.id });
  const onSchedule = pool.cleaners.find((each) => each.id === cleaner.id);
  if (!onSchedule) return null;
  // Theirs: assigned to them, or booked "with them" and not yet given to anyone.
  const theirs = pool.visits.filter((other) => other.cleanerId === cleaner.id || (other.cleanerId === null && other.requestedCleanerId === cleaner.id));
  const problem = takeProblem(onSchedule, { start: visit.startsAt, end: visit.endsAt, borough: visit.borough }, theirs, travel);
  return problem ? ASSIGNMENT_PROBLEM_MESSAGES[problem](cleaner.firstName, visit.borough) : null;
}
