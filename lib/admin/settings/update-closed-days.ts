import { eq } from "drizzle-orm";
import { can, PERMISSION_MESSAGES } from "@/lib/admin/permissions";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import { failure, type Failure } from "@/lib/kernel/failure";
import type { Role } from "@/lib/kernel/enums/roles";
import { newYorkIsoDateOf } from "@/lib/kernel/time/new-york";
import type { Database } from "@/lib/platform/db";
import { settings } from "@/lib/platform/db/schema";
import { closedDaysSchema, upcomingClosedDays, type ClosedDay } from "@/lib/settings/closed-day";

/** The closed days after the change, or why not: a refused day is "invalid", with its message beside the date field. */
export type ClosedDayChange = { ok: true; closedDays: ClosedDay[] } | Failure;

/** Who is changing the list: only those who may set prices and travel minutes (Admins, SuperAdmin). */
export interface ClosedDayActor {
  id: string;
  role: Role;
}

export const CLOSED_DAY_MESSAGES = {
  past: "Choose today or a later date.",
  duplicate: "That day is already closed.",
  missing: "That day is not on the closed list.",
} as const;

/**
 * Reads the list under the settings row's lock, applies `change`, keeps only today and later
 * (past days are of no use), saves and audits, all in one transaction, so two staff editing at
 * once never lose each other's day.
 */
async function changeClosedDays(
  db: Database,
  actor: ClosedDayActor,
  now: Date,
  change: (current: ClosedDay[], today: string) => { next: ClosedDay[]; action: string; details: ClosedDay } | { message: string },
): Promise<ClosedDayChange> {
  if (!can(actor.role, "settings.pricing")) return failure("forbidden", PERMISSION_MESSAGES.forbidden);
  const actorId = actor.id;
  return db.transaction(async (tx): Promise<ClosedDayChange> => {
    const [row] = await tx.select({ closedDays: settings.closedDays }).from(settings).where(eq(settings.id, 1)).for("update");
    const today = newYorkIsoDateOf(now);
    const stored = closedDaysSchema.safeParse(row?.closedDays ?? []);
    const current = upcomingClosedDays(stored.success ? stored.data : [], today);
    const result = change(current, today);
    if ("message" in result) return failure("invalid", result.message, { fieldErrors: { date: result.message } });
    const next = upcomingClosedDays(result.next, today);
    await tx.update(settings).set({ closedDays: next, updatedBy: actorId, updatedAt: now }).where(eq(settings.id, 1));
    await writeAudit(tx, { actorId, action: result.action, subjectType: "settings", subjectId: "1", reason: result.details.reason, details: { date: result.details.date }, at: now });
    return { ok: true, closedDays: next };
  });
}

/** Closes one more day (today or later), audited as settings.closedDay.add. */
export function addClosedDay(db: Database, actor: ClosedDayActor, day: ClosedDay, now: Date = new Date()): Promise<ClosedDayChange> {
  return changeClosedDays(db, actor, now, (current, today) => {
    if (day.date < today) return { message: CLOSED_DAY_MESSAGES.past };
    if (current.some((existing) => existing.date === day.date)) return { message: CLOSED_DAY_MESSAGES.duplicate };
    return { next: [...current, day], action: "settings.closedDay.add", details: day };
  });
}

/** Opens a closed day again, audited as settings.closedDay.remove. */
export function removeClosedDay(db: Database, actor: ClosedDayActor, date: string, now: Date = new Date()): Promise<ClosedDayChange> {
  return changeClosedDays(db, actor, now, (current) => {
    const removed = current.find((existing) => existing.date === date);
    if (!removed) return { message: CLOSED_DAY_MESSAGES.missing };
    return { next: current.filter((existing) => existing !== removed), action: "settings.closedDay.remove", details: removed };
  });
}
