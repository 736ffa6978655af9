import { eq } from "drizzle-orm";
import { z } from "zod";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import type { Database } from "@/lib/platform/db";
import { billingProfiles, CARD_REQUIREMENTS, settings, users, type CardRequirement } from "@/lib/platform/db/schema";
import { failure, type Failure } from "@/lib/kernel/failure";
import { singleLineText } from "@/lib/kernel/validation/text";
import { readCardRequirement } from "./cards/requirement";

/** Billing settings staff change (docs/payments.md), each audited. */

export const cardRequirementSchema = z.object({ cardRequirement: z.enum(CARD_REQUIREMENTS, { error: "Choose who must save a card to book." }) });

/** Changes who must save a card to book; answers the rule now in force. */
export async function updateCardRequirement(db: Database, actorId: string, input: z.output<typeof cardRequirementSchema>): Promise<CardRequirement> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ value: settings.cardRequirement }).from(settings).where(eq(settings.id, 1)).for("update");
    await tx.update(settings).set({ cardRequirement: input.cardRequirement, updatedBy: actorId }).where(eq(settings.id, 1));
    await writeAudit(tx, { actorId, action: "settings.card_requirement", subjectType: "settings", subjectId: "1", details: { from: before?.value ?? null, to: input.cardRequirement } });
  });
  return readCardRequirement(db);
}

export const billingModeSchema = z
  .object({
    billingMode: z.enum(["card", "invoice"], { error: "Choose card or invoice." }),
    invoiceCompany: singleLineText("company name").trim().max(120, "Keep the company name under 120 characters.").nullish(),
  })
  .refine((value) => value.billingMode === "card" || Boolean(value.invoiceCompany), { error: "Enter the company the invoice is made out to.", path: ["invoiceCompany"] });

/** Marks an account invoiced (office clients) or back to card; never staff's own account. */
export async function updateBillingMode(db: Database, actorId: string, userId: string, input: z.output<typeof billingModeSchema>): Promise<{ ok: true } | Failure> {
  if (actorId === userId) return failure("forbidden", "You cannot do this to your own account.");
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) return failure("not-found", "We could not find that account.");
    const values = { billingMode: input.billingMode, invoiceCompany: input.billingMode === "invoice" ? (input.invoiceCompany ?? null) : null, updatedBy: actorId };
    await tx.insert(billingProfiles).values({ userId, ...values }).onConflictDoUpdate({ target: billingProfiles.userId, set: values });
    await writeAudit(tx, { actorId, action: "user.billing_mode", subjectType: "user", subjectId: userId, details: values });
    return { ok: true as const };
  });
}
