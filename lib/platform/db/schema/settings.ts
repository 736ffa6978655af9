import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgEnum, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { DEFAULT_HOLIDAY_POLICY, type HolidayPolicy } from "@/lib/kernel/time/holidays";
import { userRef } from "./users";
import { instant } from "./columns";
import type { JsonDocuments } from "./json-documents";

/** Who must save a card before booking (docs/payments.md); "invoice" accounts never need one. */
export const CARD_REQUIREMENTS = ["new_customers", "everyone", "nobody"] as const;
export type CardRequirement = (typeof CARD_REQUIREMENTS)[number];
export const cardRequirementEnum = pgEnum("card_requirement", CARD_REQUIREMENTS);

/**
 * The business settings staff can change: one row, id 1. The price table is a JSON document
 * checked by `priceTableSchema` whenever it is read or written.
 */
export const settings = pgTable(
  "settings",
  {
    id: smallint("id").primaryKey().default(1),
    maintenanceMode: boolean("maintenance_mode").notNull().default(false),
    maintenanceMessage: text("maintenance_message"),
    priceTable: jsonb("price_table").$type<JsonDocuments["priceTable"]>().notNull(),
    /** Minutes kept free between two visits of one cleaner in the same borough, and across boroughs (docs/product.md#cleaners-availability). */
    travelMinutesSameBorough: integer("travel_minutes_same_borough").notNull().default(30),
    travelMinutesAcrossBoroughs: integer("travel_minutes_across_boroughs").notNull().default(60),
    /** Days staff closed besides the closed holidays (training, a storm), checked by `closedDaysSchema`. */
    closedDays: jsonb("closed_days").$type<JsonDocuments["closedDays"]>().notNull().default([]),
    /**
     * Each federal holiday closed or open, with the surcharge of an open one, checked by
     * `storedHolidayPolicySchema`. An existing row gets the defaults: six closed, five open.
     */
    holidays: jsonb("holidays").$type<HolidayPolicy>().notNull().default(DEFAULT_HOLIDAY_POLICY),
    /** Whether a card on file is required to book: by default for customers with no completed visit yet. */
    cardRequirement: cardRequirementEnum("card_requirement").notNull().default("new_customers"),
    /** Referrals (docs/product.md, "Referrals and account credit"): the friend's welcome discount and the referrer's credit, in cents, and the most rewards a referrer earns in a New York month. */
    referralWelcomeCents: integer("referral_welcome_cents").notNull().default(2500),
    referralRewardCents: integer("referral_reward_cents").notNull().default(2500),
    referralMonthlyCap: integer("referral_monthly_cap").notNull().default(5),
    /** Days after which earned referral credit not yet spent expires (lib/referrals/credit-expiry-job.ts). */
    referralCreditExpiryDays: integer("referral_credit_expiry_days").notNull().default(365),
    /** The company's Google "write a review" link for the day-after review request (docs/product.md#review-requests); none: no request goes out. */
    googleReviewUrl: text("google_review_url"),
    /** How long a freed time is kept for the first person waiting for it (docs/product.md#waitlist). */
    waitlistHoldMinutes: integer("waitlist_hold_minutes").notNull().default(30),
    updatedAt: instant("updated_at")
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    updatedBy: userRef("updated_by", "set null"),
  },
  (table) => [
    check("settings_single_row_check", sql`${table.id} = 1`),
    check("settings_travel_check", sql`${table.travelMinutesSameBorough} between 0 and 240 and ${table.travelMinutesAcrossBoroughs} between 0 and 240`),
    check("settings_referral_check", sql`${table.referralWelcomeCents} >= 0 and ${table.referralRewardCents} >= 0 and ${table.referralMonthlyCap} >= 0`),
    check("settings_waitlist_hold_check", sql`${table.waitlistHoldMinutes} between 5 and 1440`),
    check("settings_referral_expiry_check", sql`${table.referralCreditExpiryDays} between 1 and 3650`),
  ],
);

export type SettingsRow = typeof settings.$inferSelect;
