/**
 * A cleaner's own time off (docs/product.md, "Time off"): asked for in the cabinet, withdrawn
 * there while it has not started. Each request of one cleaner runs under that cleaner's lock, so
 * two requests sent at once for the same days make one. Withdrawing an approved request changes
 * who can work, so it waits for bookings under way (the pool map's lock,
 * lib/booking/availability/pool-locks.ts).
 */
import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { failure, invalidFields, type Result } from "@/lib/kernel/failure";
import { nyToday } from "@/lib/kernel/time/new-york-days";
import type { Database } from "@/lib/platform/db";
import type { Transaction } from "@/lib/platform/db/transaction";
import { timeOff, type TimeOffStatus } from "@/lib/platform/db/schema";
import { lockPoolMapExclusive } from "@/lib/booking/availability/pool-locks";
import { waitlistSeam } from "@/lib/booking/capacity-holds";
import { TIME_OFF_MESSAGES, timeOffRequestSchema, timeOffWindowProblem } from "./time-off-rules";

/** pg_advisory_xact_lock(class, key): the class keeps these per-cleaner locks apart from any other use. */
const TIME_OFF_LOCK_CLASS = 0x54_4f; // "TO"

async function lockCleanerTimeOff(tx: Transaction, cleanerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TIME_OFF_LOCK_CLASS}::int, hashtext(${cleanerId}))`);
}

/** A request as its answer gives it. */
export interface TimeOffAnswer {
  id: string;
  firstDay: string;
  lastDay: string;
  status: TimeOffStatus;
}

/** Asks for whole days off, from tomorrow (New York) up to a year ahead; refuses days already asked for. */
export async function requestTimeOff(db: Database, cleanerId: string, body: unknown, now: Date): Promise<Result<TimeOffAnswer>> {
  const parsed = timeOffRequestSchema.safeParse(body);
  if (!parsed.success) return invalidFields(parsed.error);
  const { firstDay, lastDay, note } = parsed.data;
  const outside = timeOffWindowProblem(firstDay, now);
  if (outside) return failure("invalid", Object.values(outside)[0] ?? TIME_OFF_MESSAGES.notTomorrow, { fieldErrors: outside });
  return db.transaction(async (tx) => {
    await lockCleanerTimeOff(tx, cleanerId);
    const [overlapping] = await tx
      .select({ id: timeOff.id })
      .from(timeOff)
      .where(and(eq(timeOff.cleanerId, cleanerId), inArray(timeOff.status, ["requested", "approved"]), lte(timeOff.firstDay, lastDay), gte(timeOff.lastDay, firstDay)))
      .limit(1);
    if (overlapping) return failure("conflict", TIME_OFF_MESSAGES.overlap);
    const [row] = await tx.insert(timeOff).values({ cleanerId, firstDay, lastDay, note: note ?? null, status: "requested", requestedAt: now }).returning();
    if (!row) throw new Error("the time off request was not written");
    return { ok: true as const, data: { id: row.id, firstDay: row.firstDay, lastDay: row.lastDay, status: row.status } };
  });
}

/**
 * Withdraws the cleaner's own request: one still waiting at any time, an approved one until its
 * first day begins. Someone else's request is not found.
 */
export async function withdrawTimeOff(db: Database, cleanerId: string, id: string, now: Date): Promise<Result<TimeOffAnswer>> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(timeOff).where(and(eq(timeOff.id, id), eq(timeOff.cleanerId, cleanerId))).for("update");
    if (!row) return failure("not-found", TIME_OFF_MESSAGES.notFound);
    if (row.status === "declined" || row.status === "withdrawn") return failure("conflict", TIME_OFF_MESSAGES.alreadyClosed(row.status));
    if (row.status === "approved") {
      if (row.firstDay <= nyToday(now)) return failure("conflict", TIME_OFF_MESSAGES.started);
      // The cleaner can be offered again on these days: bookings under way finish first, and
      // the waitlist looks for times to offer (docs/product.md#waitlist).
      await lockPoolMapExclusive(tx);
      await waitlistSeam().capacityAdded(tx, now);
    }
    await tx.update(timeOff).set({ status: "withdrawn" }).where(eq(timeOff.id, id));
    return { ok: true as const, data: { id: row.id, firstDay: row.firstDay, lastDay: row.lastDay, status: "withdrawn" as const } };
  });
}

/** Whether the cleaner may still withdraw a request, as the cabinet shows it. */
export function canWithdraw(request: { status: TimeOffStatus; firstDay: string }, now: Date): boolean {
  return request.status === "requested" || (request.status === "approved" && request.firstDay > nyToday(now));
}
