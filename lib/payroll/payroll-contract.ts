import type { z } from "zod";
import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";
import type { adjustmentSchema } from "./approve";
import type { payRuleSchema } from "./pay-rules";
import type { payrollSettingsSchema } from "./settings";

/**
 * The payroll actions staff take (docs/product.md, "Payroll"; docs/architecture.md, "Endpoint
 * contracts"). The forms only need to know the change was saved; the request schemas stay in
 * their modules and reach this one as types.
 */

/** PUT /api/admin/users/:userId/pay-rule: an hourly rate or a percentage. */
export const payRuleContract: ApiContract<{ userId: string }, z.input<typeof payRuleSchema>, unknown> = {
  method: "PUT",
  path: ({ userId }) => `/api/admin/users/${userId}/pay-rule`,
  readAnswer: answerNotRead,
};

/** PUT /api/admin/payroll/settings: the period schedule and travel. */
export const payrollSettingsContract: ApiContract<void, z.input<typeof payrollSettingsSchema>, unknown> = {
  method: "PUT",
  path: () => "/api/admin/payroll/settings",
  readAnswer: answerNotRead,
};

/** POST /api/admin/payroll/:start/approve: approve and lock the period. */
export const approvePeriodContract: ApiContract<{ start: string }, undefined, unknown> = {
  method: "POST",
  path: ({ start }) => `/api/admin/payroll/${start}/approve`,
  readAnswer: answerNotRead,
};

/** POST /api/admin/payroll/:start/adjustments: money added or taken, with a reason. */
export const adjustmentContract: ApiContract<{ start: string }, z.input<typeof adjustmentSchema>, unknown> = {
  method: "POST",
  path: ({ start }) => `/api/admin/payroll/${start}/adjustments`,
  readAnswer: answerNotRead,
};
