import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { userRef } from "./users";
import { createdAt, instant, primaryId } from "./columns";
import type { JsonDocuments } from "./json-documents";

/** How a cleaner is paid for a visit (docs/product.md, "Payroll"). */
export const PAY_RULE_KINDS = ["hourly", "percent"] as const;
export type PayRuleKind = (typeof PAY_RULE_KINDS)[number];
export const payRuleKindEnum = pgEnum("pay_rule_kind", PAY_RULE_KINDS);

export const PAY_FREQUENCIES = ["weekly", "biweekly"] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];
export const payFrequencyEnum = pgEnum("pay_frequency", PAY_FREQUENCIES);

/** One rule per cleaner: an hourly rate in cents, or a share of each visit's service price. */
export const payRules = pgTable(
  "pay_rules",
  {
    cleanerId: userRef("cleaner_id", "cascade").primaryKey(),
    kind: payRuleKindEnum("kind").notNull(),
    /** Cents per hour on site, and per hour of paid travel (a percentage rule's travel rate too). */
    hourlyCents: integer("hourly_cents").notNull().default(0),
    /** Hundredths of a percent of the visit's service price: 4000 is 40%. 0 for an hourly rule. */
    percentBasisPoints: integer("percent_basis_points").notNull().default(0),
    updatedAt: instant("updated_at")
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    updatedBy: userRef("updated_by", "set null"),
  },
  (table) => [
    check("pay_rules_hourly_check", sql`${table.hourlyCents} between 0 and 100000`),
    check("pay_rules_percent_check", sql`${table.percentBasisPoints} between 0 and 10000`),
  ],
);

/** The payroll settings: one row, id 1, made with the defaults on first change. */
export const payrollSettings = pgTable(
  "payroll_settings",
  {
    id: smallint("id").primaryKey().default(1),
    frequency: payFrequencyEnum("frequency").notNull().default("weekly"),
    /** The first day of one pay period (YYYY-MM-DD, New York); every period starts a whole number of periods from it. */
    anchorDate: text("anchor_date").notNull().default("2026-01-05"),
    payTravel: boolean("pay_travel").notNull().default(true),
    /** The longest gap between two visits counted as travel; a longer gap is a break, paid as this. */
    travelCapMinutes: smallint("travel_cap_minutes").notNull().default(60),
    updatedAt: instant("updated_at")
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    updatedBy: userRef("updated_by", "set null"),
  },
  (table) => [check("payroll_settings_single_row_check", sql`${table.id} = 1`), check("payroll_settings_travel_cap_check", sql`${table.travelCapMinutes} between 0 and 240`)],
);

/** An approved pay period: the report as approved, kept as it was (later changes become corrections). */
export const payrollApprovals = pgTable("payroll_approvals", {
  /** The period's first day, YYYY-MM-DD: one approval per period. */
  periodStart: text("period_start").primaryKey(),
  /** The day after its last, YYYY-MM-DD. */
  periodEnd: text("period_end").notNull(),
  report: jsonb("report").$type<JsonDocuments["payrollReport"]>().notNull(),
  approvedBy: userRef("approved_by", "set null"),
  approvedAt: instant("approved_at").notNull(),
});

export const PAY_ADJUSTMENT_KINDS = ["manual", "correction"] as const;
export type PayAdjustmentKind = (typeof PAY_ADJUSTMENT_KINDS)[number];
export const payAdjustmentKindEnum = pgEnum("pay_adjustment_kind", PAY_ADJUSTMENT_KINDS);

/**
 * Money added to or taken from a cleaner's pay in a period: by staff, with a reason, or written at
 * approval for a change to a visit of an already approved period.
 */
export const payAdjustments = pgTable(
  "pay_adjustments",
  {
    id: primaryId(),
    cleanerId: userRef("cleaner_id", "cascade").notNull(),
    periodStart: text("period_start").notNull(),
    kind: payAdjustmentKindEnum("kind").notNull(),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    /** For a correction: the approved period whose visits changed. */
    sourcePeriodStart: text("source_period_start"),
    createdBy: userRef("created_by", "set null"),
    createdAt: createdAt(),
  },
  (table) => [index("pay_adjustments_period_idx").on(table.periodStart, table.cleanerId), index("pay_adjustments_source_idx").on(table.sourcePeriodStart)],
);
