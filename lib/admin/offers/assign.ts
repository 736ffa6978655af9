/**
 * Giving an offer to people by email: one address or a pasted list. One transaction: the offer
 * row is locked (an "end" at the same moment waits), the accounts are looked up, each is checked
 * against the account rule (never oneself, never a SuperAdmin), and the new assignments and the
 * audit row are written together. Someone who already holds the offer keeps their copy (used or
 * not): offers are single use, and a second assignment must not hand a used one back.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import type { Database } from "@/lib/platform/db";
import { specialOffers, userSpecialOffers, users } from "@/lib/platform/db/schema";
import { failure, invalidFields, type Result } from "@/lib/kernel/failure";
import { canGiveOfferTo, can, PERMISSION_MESSAGES } from "../permissions";
import { offerState } from "./offer-dto";
import { offerAssignSchema, type OfferAssignInput } from "./offer-schemas";
import { OFFER_MESSAGES, type OfferActor } from "./offers";

export interface AssignOutcome {
  assigned: string[];
  alreadyHeld: string[];
  notFound: string[];
  refused: Array<{ email: string; reason: string }>;
}

export const ASSIGN_MESSAGES = { ended: "This offer has ended; activate it before giving it to anyone." } as const;

export async function assignOffer(db: Database, actor: OfferActor, offerId: number, input: OfferAssignInput, now: Date = new Date()): Promise<Result<AssignOutcome>> {
  if (!can(actor.role, "offers.manage")) return failure("forbidden", PERMISSION_MESSAGES.forbidden);
  const parsed = offerAssignSchema.safeParse(input);
  if (!parsed.success) return invalidFields(parsed.error);
  if (!Number.isSafeInteger(offerId) || offerId < 1) return failure("not-found", OFFER_MESSAGES.notFound);
  const emails = [...new Set(parsed.data.emails)];
  return db.transaction(async (tx): Promise<Result<AssignOutcome>> => {
    const [offer] = await tx.select().from(specialOffers).where(eq(specialOffers.id, offerId)).for("update");
    if (!offer) return failure("not-found", OFFER_MESSAGES.notFound);
    if (offerState(offer, now) === "ended") return failure("conflict", ASSIGN_MESSAGES.ended);

    const accounts = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails));
    const byEmail = new Map(accounts.map((account) => [account.email.toLowerCase(), account]));
    const outcome: AssignOutcome = { assigned: [], alreadyHeld: [], notFound: [], refused: [] };
    const eligible: Array<{ id: string; email: string }> = [];
    for (const email of emails) {
      const account = byEmail.get(email);
      if (!account) {
        outcome.notFound.push(email);
        continue;
      }
      const decision = canGiveOfferTo(actor, account);
      if (!decision.allowed) outcome.refused.push({ email, reason: decision.reason });
      else eligible.push({ id: account.id, email });
    }
    if (eligible.length > 0) {
      const inserted = await tx
        .insert(userSpecialOffers)
        .values(eligible.map((account) => ({ userId: account.id, specialOfferId: offerId, assignedAt: now })))
        .onConflictDoNothing()
        .returning({ userId: userSpecialOffers.userId });
      const fresh = new Set(inserted.map((row) => row.userId));
      for (const account of eligible) (fresh.has(account.id) ? outcome.assigned : outcome.alreadyHeld).push(account.email);
    }
    if (outcome.assigned.length > 0) {
      await writeAudit(tx, {
        actorId: actor.id,
        action: "offer.assign",
        subjectType: "offer",
        subjectId: String(offerId),
        details: {
          name: offer.name,
          assignedCount: outcome.assigned.length,
          // The first addresses are enough to find the change; the log is not a mailing list.
          assigned: outcome.assigned.slice(0, 20),
        },
        at: now,
      });
    }
    return { ok: true, data: outcome };
  });
}
