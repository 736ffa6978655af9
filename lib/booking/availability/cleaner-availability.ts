/**
 * Each cleaner's working week and boroughs, as staff set them on the cleaner's account page
 * (docs/product.md#cleaners-availability). No row: the cleaner is not on the booking schedule
 * (never offered to customers; staff may still assign them by hand). A change waits for the
 * bookings being placed to finish (the pool map's lock, ./pool-locks.ts), so those see the old
 * week and every later one the new; it is audited with what it was and what it became.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { can } from "@/lib/kernel/enums/abilities";
import { failure, type Failure } from "@/lib/kernel/failure";
import { BOROUGHS, type Borough } from "@/lib/kernel/service-area";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import type { Database } from "@/lib/platform/db";
import { cleanerAvailability, users } from "@/lib/platform/db/schema";
import { waitlistSeam } from "../capacity-holds";
import { lockPoolMapExclusive } from "./pool-locks";
import { WEEKDAY_NAMES, workingWeekSchema, type WorkingWeek } from "./working-week";

export interface CleanerAvailability {
  /** In the order of BOROUGHS: Manhattan, Brooklyn, Queens. */
  boroughs: Borough[];
  workingWeek: WorkingWeek;
  updatedAt: Date;
}

export const AVAILABILITY_MESSAGES = {
  notFound: "We could not find that account.",
  notCleaner: "Only someone who takes cleaning jobs can have a working week.",
  blocked: "This account is blocked. Unblock it before putting it on the schedule.",
  ownAccount: "You cannot set your own working week; ask another member of staff.",
} as const;

/**
 * PUT /api/admin/users/{id}/availability: the boroughs and the seven days (each the hours or
 * null for a day off), or `{ onSchedule: false }` to take the cleaner off the schedule.
 */
export const cleanerAvailabilitySchema = z.discriminatedUnion(
  "onSchedule",
  [
    z.object({
      onSchedule: z.literal(true),
      boroughs: z
        .array(z.enum(BOROUGHS, { error: "Choose Manhattan, Brooklyn or Queens." }), { error: "Choose at least one borough." })
        .min(1, "Choose at least one borough.")
        .refine((boroughs) => new Set(boroughs).size === boroughs.length, "Choose each borough once."),
      workingWeek: workingWeekSchema.refine((week) => week.some((hours) => hours !== null), "Give at least one working day, or take them off the schedule."),
    }),
    z.object({ onSchedule: z.literal(false) }),
  ],
  { error: "Say whether this person is on the booking schedule." },
);
type CleanerAvailabilityInput = z.output<typeof cleanerAvailabilitySchema>;

type Stored = Pick<CleanerAvailability, "boroughs" | "workingWeek">;

/** A stored week that no longer reads is every day off: the cleaner is never offered on a guess. */
const DAYS_OFF: WorkingWeek = WEEKDAY_NAMES.map(() => null);

function readRow(row: { boroughs: Borough[]; workingWeek: unknown; updatedAt: Date }): CleanerAvailability {
  const week = workingWeekSchema.safeParse(row.workingWeek);
  return { boroughs: inBoroughOrder(row.boroughs), workingWeek: week.success ? week.data : DAYS_OFF, updatedAt: row.updatedAt };
}

const inBoroughOrder = (boroughs: readonly Borough[]): Borough[] => BOROUGHS.filter((borough) => boroughs.includes(borough));

/** The cleaner's week and boroughs, or null when they are not on the booking schedule. */
export async function readCleanerAvailability(db: Database, cleanerId: string): Promise<CleanerAvailability | null> {
  const [row] = await db
    .select({ boroughs: cleanerAvailability.boroughs, workingWeek: cleanerAvailability.workingWeek, updatedAt: cleanerAvailability.updatedAt })
    .from(cleanerAvailability)
    .where(eq(cleanerAvailability.cleanerId, cleanerId));
  return row ? readRow(row) : null;
}

const sameStored = (a: Stored | null, b: Stored | null): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Puts a cleaner on the schedule with this week and these boroughs, or takes them off it.
 * Only for an account whose role takes jobs (docs/product.md#staff-abilities), never one's own;
 * putting on needs an active account, taking off does not. A save that changes nothing writes
 * nothing.
 */
export async function setCleanerAvailability(
  db: Database,
  actor: { id: string },
  cleanerId: string,
  input: CleanerAvailabilityInput,
  now: Date,
): Promise<{ ok: true; availability: CleanerAvailability | null; changed: boolean } | Failure> {
  if (actor.id === cleanerId) return failure("forbidden", AVAILABILITY_MESSAGES.ownAccount);
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ role: users.role, status: users.status }).from(users).where(eq(users.id, cleanerId));
    if (!account) return failure("not-found", AVAILABILITY_MESSAGES.notFound);
    if (!can(account.role, "cleanerCabinet.open")) return failure("invalid", AVAILABILITY_MESSAGES.notCleaner);
    if (input.onSchedule && account.status !== "active") return failure("invalid", AVAILABILITY_MESSAGES.blocked);
    // Bookings being placed finish first; those after this commit see the new week.
    await lockPoolMapExclusive(tx);
    const current = await readCleanerAvailability(tx, cleanerId);
    const before: Stored | null = current ? { boroughs: current.boroughs, workingWeek: current.workingWeek } : null;
    const after: Stored | null = input.onSchedule ? { boroughs: inBoroughOrder(input.boroughs), workingWeek: input.workingWeek } : null;
    if (sameStored(before, after)) return { ok: true as const, availability: current, changed: false };
    if (after) {
      const values = { ...after, updatedAt: now, updatedBy: actor.id };
      await tx.insert(cleanerAvailability).values({ cleanerId, ...values }).onConflictDoUpdate({ target: cleanerAvailability.cleanerId, set: values });
    } else {
      await tx.delete(cleanerAvailability).where(eq(cleanerAvailability.cleanerId, cleanerId));
    }
    await writeAudit(tx, { actorId: actor.id, action: "user.availability", subjectType: "user", subjectId: cleanerId, details: { from: before, to: after }, at: now });
    // More hours or boroughs may free times people wait for (docs/product.md#waitlist).
    if (after) await waitlistSeam().capacityAdded(tx, now);
    return { ok: true as const, availability: after ? { ...after, updatedAt: now } : null, changed: true };
  });
}
