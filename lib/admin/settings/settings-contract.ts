import { z } from "zod";
import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";
import { closedDaysSchema, type ClosedDay, type closedDaySchema, type removeClosedDaySchema } from "@/lib/settings/closed-day";
import { holidayPolicySchema, type HolidayPolicy } from "@/lib/settings/holiday-policy";
import type { MaintenanceSettings } from "@/lib/settings/maintenance";
import type { reviewLinkUpdateSchema } from "@/lib/settings/review-link-schema";
import type { waitlistHoldUpdateSchema } from "./update-waitlist-hold";
import type { holidaysUpdateSchema } from "./update-holidays";
import type { maintenanceUpdateSchema, pricingUpdateSchema } from "./update-settings";

/**
 * The settings pages' saves, /api/admin/settings/… (docs/architecture.md, "Endpoint contracts"):
 * closed days, holidays, maintenance mode and prices. The request schemas of ./update-*.ts reach
 * this module as types; answers are read with the same client-safe schemas the forms use.
 */

/** The closed days from today on, after the change. */
export interface ClosedDaysAnswer {
  closedDays: ClosedDay[];
}

const closedDaysAnswer = z.object({ closedDays: closedDaysSchema }) satisfies z.ZodType<ClosedDaysAnswer>;

/** POST /api/admin/settings/closed-days: closes one more day. */
export const addClosedDayContract: ApiContract<void, z.input<typeof closedDaySchema>, ClosedDaysAnswer> = {
  method: "POST",
  path: () => "/api/admin/settings/closed-days",
  readAnswer: closedDaysAnswer.parse,
};

/** DELETE /api/admin/settings/closed-days: opens a closed day again. */
export const removeClosedDayContract: ApiContract<void, z.input<typeof removeClosedDaySchema>, ClosedDaysAnswer> = {
  method: "DELETE",
  path: () => "/api/admin/settings/closed-days",
  readAnswer: closedDaysAnswer.parse,
};

/** Every holiday's choice as saved, and the lines saying what changed. */
export interface HolidaysAnswer {
  holidays: HolidayPolicy;
  changes: string[];
}

const holidaysAnswer = z.object({ holidays: holidayPolicySchema, changes: z.array(z.string()) }) satisfies z.ZodType<HolidaysAnswer>;

/** PUT /api/admin/settings/holidays: each federal holiday closed or open, with its surcharge. */
export const holidaysContract: ApiContract<void, z.input<typeof holidaysUpdateSchema>, HolidaysAnswer> = {
  method: "PUT",
  path: () => "/api/admin/settings/holidays",
  readAnswer: holidaysAnswer.parse,
};

/** Maintenance mode as it is after the save. */
export type MaintenanceAnswer = MaintenanceSettings;

const maintenanceAnswer = z.object({ enabled: z.boolean(), message: z.string().nullable() }) satisfies z.ZodType<MaintenanceAnswer>;

/** PUT /api/admin/settings/maintenance: turns maintenance mode on or off, with its message. */
export const maintenanceContract: ApiContract<void, z.input<typeof maintenanceUpdateSchema>, MaintenanceAnswer> = {
  method: "PUT",
  path: () => "/api/admin/settings/maintenance",
  readAnswer: maintenanceAnswer.parse,
};

/** What the audit log says changed. */
export interface PricingAnswer {
  changes: string[];
}

/** PUT /api/admin/settings/pricing: the price table and travel minutes; the editor only needs to know it was saved. */
export const pricingContract: ApiContract<void, z.input<typeof pricingUpdateSchema>, PricingAnswer, unknown> = {
  method: "PUT",
  path: () => "/api/admin/settings/pricing",
  readAnswer: answerNotRead,
};

/** The Google review link now in force (null: none, no review requests go out). */
export interface ReviewLinkAnswer {
  googleReviewUrl: string | null;
}

const reviewLinkAnswer = z.object({ googleReviewUrl: z.string().nullable() }) satisfies z.ZodType<ReviewLinkAnswer>;

/** PUT /api/admin/settings/review-link: the link the day-after review request points to (docs/product.md#review-requests). */
export const reviewLinkContract: ApiContract<void, z.input<typeof reviewLinkUpdateSchema>, ReviewLinkAnswer> = {
  method: "PUT",
  path: () => "/api/admin/settings/review-link",
  readAnswer: reviewLinkAnswer.parse,
};

/** The waitlist's hold now in force, in minutes (docs/product.md#waitlist). */
export interface WaitlistHoldAnswer {
  holdMinutes: number;
}

const waitlistHoldAnswer = z.object({ holdMinutes: z.number() }) satisfies z.ZodType<WaitlistHoldAnswer>;

/** PUT /api/admin/settings/waitlist-hold: how long a freed time is kept for the first person waiting. */
export const waitlistHoldContract: ApiContract<void, z.input<typeof waitlistHoldUpdateSchema>, WaitlistHoldAnswer> = {
  method: "PUT",
  path: () => "/api/admin/settings/waitlist-hold",
  readAnswer: waitlistHoldAnswer.parse,
};
