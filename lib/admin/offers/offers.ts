/** Admin CRUD of special offers (Admins and SuperAdmin), each change audited in its transaction. */
import { desc, eq, sql } from "drizzle-orm";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import type { Database } from "@/lib/platform/db";
import { specialOffers, userSpecialOffers, type Role, type SpecialOfferRow } from "@/lib/platform/db/schema";
import { failure, invalidFields, type Result } from "@/lib/kernel/failure";
import { nyDayRange } from "../../kernel/time/new-york-days";
import { can, PERMISSION_MESSAGES } from "../permissions";
import { toAdminOffer, type AdminOfferDto } from "./offer-dto";
import { offerInputSchema, type OfferInput, type ParsedOfferInput } from "./offer-schemas";

export interface OfferActor {
  id: string;
  role: Role;
}

export interface AdminOfferListItem extends AdminOfferDto {
  assignedCount: number;
  usedCount: number;
}

export const OFFER_MESSAGES = {
  notFound: "We could not find that offer.",
  alreadyActive: "This offer is already active.",
  alreadyEnded: "This offer has already ended.",
} as const;

/** Every offer, newest first, with how many people hold it and how many used it. */
export async function listAdminOffers(db: Database, now: Date = new Date()): Promise<AdminOfferListItem[]> {
  const rows = await db
    .select({
      offer: specialOffers,
      assignedCount: sql<number>`count(${userSpecialOffers.userId})::int`,
      usedCount: sql<number>`count(${userSpecialOffers.usedAt})::int`,
    })
    .from(specialOffers)
    .leftJoin(userSpecialOffers, eq(userSpecialOffers.specialOfferId, specialOffers.id))
    .groupBy(specialOffers.id)
    .orderBy(desc(specialOffers.createdAt), desc(specialOffers.id))
    .limit(500);
  return rows.map((row) => ({ ...toAdminOffer(row.offer, now), assignedCount: row.assignedCount, usedCount: row.usedCount }));
}

export async function getAdminOffer(db: Database, id: number, now: Date = new Date()): Promise<AdminOfferDto | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const [row] = await db.select().from(specialOffers).where(eq(specialOffers.id, id));
  return row ? toAdminOffer(row, now) : null;
}

/** The row's values from the form: cents for fixed amounts, New York midnights for the days. */
function columnsOf(input: ParsedOfferInput) {
  return {
    name: input.name,
    description: input.description,
    isPercentage: input.isPercentage,
    discountValue: input.isPercentage ? input.discountValue : Math.round(input.discountValue * 100),
    isPublic: input.isPublic,
    assignToNewAccounts: input.assignToNewAccounts,
    startsAt: input.startsOn ? (nyDayRange(input.startsOn)?.start ?? null) : null,
    // The last day is included: the offer ends at the midnight after it.
    endsAt: input.endsOn ? (nyDayRange(input.endsOn)?.end ?? null) : null,
  };
}

function parseInput(input: OfferInput): { ok: true; data: ParsedOfferInput } | { ok: false; failure: ReturnType<typeof failure> } {
  const parsed = offerInputSchema.safeParse(input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, failure: invalidFields(parsed.error) };
}

/** Which fields an edit changed, for the audit row: "discountValue: 15 → 20". */
function changesBetween(before: SpecialOfferRow, after: SpecialOfferRow): string[] {
  const keys = ["name", "description", "isPercentage", "discountValue", "isPublic", "assignToNewAccounts", "startsAt", "endsAt"] as const;
  const text = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));
  return keys.filter((key) => text(before[key]) !== text(after[key])).map((key) => `${key}: ${text(before[key])} → ${text(after[key])}`);
}

export async function createOffer(db: Database, actor: OfferActor, input: OfferInput, now: Date = new Date()): Promise<Result<AdminOfferDto>> {
  if (!can(actor.role, "offers.manage")) return failure("forbidden", PERMISSION_MESSAGES.forbidden);
  const parsed = parseInput(input);
  if (!parsed.ok) return parsed.failure;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(specialOffers).values({ ...columnsOf(parsed.data), createdAt: now }).returning();
    if (!row) throw new Error("the offer was not created");
    await writeAudit(tx, { actorId: actor.id, action: "offer.create", subjectType: "offer", subjectId: String(row.id), details: { name: row.name }, at: now });
    return { ok: true as const, data: toAdminOffer(row, now) };
  });
}

export async function updateOffer(db: Database, actor: OfferActor, id: number, input: OfferInput, now: Date = new Date()): Promise<Result<AdminOfferDto>> {
  if (!can(actor.role, "offers.manage")) return failure("forbidden", PERMISSION_MESSAGES.forbidden);
  const parsed = parseInput(input);
  if (!parsed.ok) return parsed.failure;
  if (!Number.isSafeInteger(id) || id < 1) return failure("not-found", OFFER_MESSAGES.notFound);
  return db.transaction(async (tx): Promise<Result<AdminOfferDto>> => {
    const [before] = await tx.select().from(specialOffers).where(eq(specialOffers.id, id)).for("update");
    if (!before) return failure("not-found", OFFER_MESSAGES.notFound);
    const [after] = await tx.update(specialOffers).set(columnsOf(parsed.data)).where(eq(specialOffers.id, id)).returning();
    if (!after) throw new Error(`offer ${id} vanished while locked`);
    await writeAudit(tx, {
      actorId: actor.id,
      action: "offer.update",
      subjectType: "offer",
      subjectId: String(id),
      details: { name: after.name, changes: changesBetween(before, after) },
      at: now,
    });
    return { ok: true, data: toAdminOffer(after, now) };
  });
}

/**
 * Activate: the window opens now (a future start moves to now, an end in the past is lifted).
 * End: the window closes now; assigned but unused copies can no longer be applied.
 */
export async function setOfferState(db: Database, actor: OfferActor, id: number, action: "activate" | "end", now: Date = new Date()): Promise<Result<AdminOfferDto>> {
  if (!can(actor.role, "offers.manage")) return failure("forbidden", PERMISSION_MESSAGES.forbidden);
  if (!Number.isSafeInteger(id) || id < 1) return failure("not-found", OFFER_MESSAGES.notFound);
  return db.transaction(async (tx): Promise<Result<AdminOfferDto>> => {
    const [before] = await tx.select().from(specialOffers).where(eq(specialOffers.id, id)).for("update");
    if (!before) return failure("not-found", OFFER_MESSAGES.notFound);
    const state = toAdminOffer(before, now).state;
    if (action === "activate" && state === "active") return failure("conflict", OFFER_MESSAGES.alreadyActive);
    if (action === "end" && state === "ended") return failure("conflict", OFFER_MESSAGES.alreadyEnded);
    const values =
      action === "activate"
        ? { startsAt: before.startsAt && before.startsAt.getTime() <= now.getTime() ? before.startsAt : now, endsAt: state === "ended" ? null : before.endsAt }
        : // A scheduled offer that is ended never starts: its start moves back so the window stays valid.
          { endsAt: now, startsAt: before.startsAt && before.startsAt.getTime() >= now.getTime() ? new Date(now.getTime() - 1) : before.startsAt };
    const [after] = await tx.update(specialOffers).set(values).where(eq(specialOffers.id, id)).returning();
    if (!after) throw new Error(`offer ${id} vanished while locked`);
    await writeAudit(tx, { actorId: actor.id, action: `offer.${action}`, subjectType: "offer", subjectId: String(id), details: { name: after.name, previousState: state }, at: now });
    return { ok: true, data: toAdminOffer(after, now) };
  });
}
