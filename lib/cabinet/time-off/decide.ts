/**
 * Staff deciding on a cleaner's time off (docs/product.md, "Time off"): approve or decline a
 * request still waiting, once. The row is locked, so of two decisions sent at once the first
 * wins and the second is told the request was already decided. Approving takes the cleaner out
 * of the offered slots, so it waits for bookings under way (the pool map's lock, taken after
 * the row's, in the same order as a withdrawal). The answer of an approval lists the visits
 * still assigned to the cleaner on those days, for staff to move; approval goes through anyway.
 */
import { and, asc, eq, gte, lt, notInArray } from "drizzle-orm";
import { can } from "@/lib/kernel/enums/abilities";
import type { Role } from "@/lib/kernel/enums/roles";
import { failure, invalidFields, type Result } from "@/lib/kernel/failure";
import { nyDayRange } from "@/lib/kernel/time/new-york-days";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import type { Database } from "@/lib/platform/db";
import { orders, timeOff, type TimeOffStatus } from "@/lib/platform/db/schema";
import { lockPoolMapExclusive } from "@/lib/booking/availability/pool-locks";
import { TIME_OFF_MESSAGES, timeOffDecisionSchema } from "./time-off-rules";

interface TimeOffActor {
  id: string;
  role: Role;
}

/** A visit of the cleaner's on a day they are off: `startsAt` as an ISO instant. */
export interface ClashingVisit {
  orderId: string;
  number: number;
  startsAt: string;
}

export interface TimeOffDecisionAnswer {
  id: string;
  status: Extract<TimeOffStatus, "approved" | "declined">;
  /** On approval, the cleaner's visits not yet done or cancelled on those days; empty on a decline. */
  clashes: ClashingVisit[];
}

/** Approves or declines a request still waiting; audited, with the visits to move on approval. */
export async function decideTimeOff(db: Database, actor: TimeOffActor, id: string, body: unknown, now: Date): Promise<Result<TimeOffDecisionAnswer>> {
  if (!can(actor.role, "orders.manage")) return failure("forbidden", TIME_OFF_MESSAGES.forbidden);
  const parsed = timeOffDecisionSchema.safeParse(body);
  if (!parsed.success) return invalidFields(parsed.error);
  const { decision } = parsed.data;
  const note = parsed.data.note ?? null;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(timeOff).where(eq(timeOff.id, id)).for("update");
    if (!row) return failure("not-found", TIME_OFF_MESSAGES.notFound);
    if (row.cleanerId === actor.id) return failure("forbidden", TIME_OFF_MESSAGES.ownRequest);
    if (row.status !== "requested") return failure("conflict", TIME_OFF_MESSAGES.alreadyDecided(row.status));
    const status = decision === "approve" ? ("approved" as const) : ("declined" as const);
    if (status === "approved") await lockPoolMapExclusive(tx);
    await tx.update(timeOff).set({ status, decidedAt: now, decidedBy: actor.id, decisionNote: note }).where(eq(timeOff.id, id));
    const clashes = status === "approved" ? await clashingVisits(tx, row.cleanerId, row.firstDay, row.lastDay) : [];
    await writeAudit(tx, {
      actorId: actor.id,
      action: `time_off.${decision}`,
      subjectType: "time_off",
      subjectId: id,
      reason: note,
      details: { cleanerId: row.cleanerId, firstDay: row.firstDay, lastDay: row.lastDay, clashingVisits: clashes.map((visit) => visit.orderId) },
      at: now,
    });
    return { ok: true as const, data: { id, status, clashes } };
  });
}

/** The cleaner's visits not completed or cancelled whose New York day falls in firstDay … lastDay. */
export async function clashingVisits(db: Database, cleanerId: string, firstDay: string, lastDay: string): Promise<ClashingVisit[]> {
  const from = nyDayRange(firstDay);
  const to = nyDayRange(lastDay);
  if (!from || !to) return [];
  const rows = await db
    .select({ orderId: orders.id, number: orders.number, startsAt: orders.startsAt })
    .from(orders)
    .where(and(eq(orders.cleanerId, cleanerId), notInArray(orders.status, ["completed", "cancelled"]), gte(orders.startsAt, from.start), lt(orders.startsAt, to.end)))
    .orderBy(asc(orders.startsAt));
  return rows.map((visit) => ({ orderId: visit.orderId, number: visit.number, startsAt: visit.startsAt.toISOString() }));
}
