/**
 * A cleaner's pay rule (docs/product.md, "Payroll"): an hourly rate, or a percentage of each
 * visit's service price; the hourly rate also pays travel when travel is paid. Set by staff on
 * the cleaner's account page (audited).
 */
import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { can } from "@/lib/kernel/enums/abilities";
import { failure, type Failure } from "@/lib/kernel/failure";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import type { Database } from "@/lib/platform/db";
import { payRules, users } from "@/lib/platform/db/schema";
import type { PayRule } from "./pay-math";

export const payRuleSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("hourly"),
      hourlyCents: z.number({ error: "Enter the hourly rate." }).int("Enter the rate in whole cents.").min(1, "The hourly rate must be more than $0.").max(100_000, "The hourly rate must be $1,000 or less."),
    }),
    z.object({
      kind: z.literal("percent"),
      percentBasisPoints: z.number({ error: "Enter the percentage." }).int("Use at most two decimals in the percentage.").min(1, "The percentage must be more than 0%.").max(10_000, "The percentage must be 100% or less."),
      /** Pays travel when travel is paid; 0 leaves it unpaid for this cleaner. */
      hourlyCents: z.number({ error: "Enter the travel rate." }).int("Enter the rate in whole cents.").min(0, "The travel rate cannot be negative.").max(100_000, "The travel rate must be $1,000 or less."),
    }),
  ],
  { error: "Choose an hourly rate or a percentage." },
);
export type PayRuleInput = z.output<typeof payRuleSchema>;

export const PAY_RULE_MESSAGES = {
  notFound: "We could not find that account.",
  notCleaner: "Only someone who takes cleaning jobs can have a pay rule.",
  ownAccount: "You cannot set your own pay; ask another admin.",
} as const;

export async function payRulesOf(db: Database, cleanerIds: readonly string[]): Promise<Map<string, PayRule>> {
  if (cleanerIds.length === 0) return new Map();
  const rows = await db.select().from(payRules).where(inArray(payRules.cleanerId, [...cleanerIds]));
  return new Map(rows.map((row) => [row.cleanerId, { kind: row.kind, hourlyCents: row.hourlyCents, percentBasisPoints: row.percentBasisPoints }]));
}

export async function payRuleOf(db: Database, cleanerId: string): Promise<PayRule | null> {
  return (await payRulesOf(db, [cleanerId])).get(cleanerId) ?? null;
}

/** Sets the rule of an account that takes jobs; never one's own (audited). */
export async function setPayRule(db: Database, actorId: string, cleanerId: string, input: PayRuleInput): Promise<{ ok: true; rule: PayRule } | Failure> {
  if (actorId === cleanerId) return failure("forbidden", PAY_RULE_MESSAGES.ownAccount);
  const rule: PayRule = input.kind === "hourly" ? { kind: "hourly", hourlyCents: input.hourlyCents, percentBasisPoints: 0 } : { kind: "percent", hourlyCents: input.hourlyCents, percentBasisPoints: input.percentBasisPoints };
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ role: users.role }).from(users).where(eq(users.id, cleanerId));
    if (!account) return failure("not-found", PAY_RULE_MESSAGES.notFound);
    if (!can(account.role, "cleanerCabinet.open")) return failure("invalid", PAY_RULE_MESSAGES.notCleaner);
    const values = { ...rule, updatedBy: actorId };
    await tx.insert(payRules).values({ cleanerId, ...values }).onConflictDoUpdate({ target: payRules.cleanerId, set: values });
    await writeAudit(tx, { actorId, action: "payroll.pay_rule", subjectType: "user", subjectId: cleanerId, details: { ...rule } });
    return { ok: true as const, rule };
  });
}
