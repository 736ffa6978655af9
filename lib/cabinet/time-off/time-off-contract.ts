import { z } from "zod";
import type { ApiContract } from "@/lib/kernel/api-contract";
import type { TimeOffDecisionAnswer } from "./decide";
import type { TimeOffAnswer } from "./time-off";
import type { timeOffDecisionSchema, timeOffRequestSchema } from "./time-off-rules";

/**
 * Time off (docs/product.md, "Time off"; docs/architecture.md, "Endpoint contracts"). Signed-in
 * cleaners and staff only, so answers are checked with zod; the request schemas reach this
 * module as types.
 */

const TIME_OFF_STATUS_VALUES = ["requested", "approved", "declined", "withdrawn"] as const;

const timeOffAnswer = z.object({ id: z.string(), firstDay: z.string(), lastDay: z.string(), status: z.enum(TIME_OFF_STATUS_VALUES) }) satisfies z.ZodType<TimeOffAnswer>;

/** POST /api/cabinet/time-off: ask for days off. */
export const requestTimeOffContract: ApiContract<void, z.input<typeof timeOffRequestSchema>, TimeOffAnswer> = {
  method: "POST",
  path: () => "/api/cabinet/time-off",
  readAnswer: timeOffAnswer.parse,
};

/** POST /api/cabinet/time-off/:id/withdraw: take back one's own request. */
export const withdrawTimeOffContract: ApiContract<{ id: string }, undefined, TimeOffAnswer> = {
  method: "POST",
  path: ({ id }) => `/api/cabinet/time-off/${id}/withdraw`,
  readAnswer: timeOffAnswer.parse,
};

const decisionAnswer = z.object({
  id: z.string(),
  status: z.enum(["approved", "declined"]),
  clashes: z.array(z.object({ orderId: z.string(), number: z.number().int(), startsAt: z.string() })),
}) satisfies z.ZodType<TimeOffDecisionAnswer>;

/** POST /api/admin/time-off/:id/decision: approve, or decline with an optional note. */
export const timeOffDecisionContract: ApiContract<{ id: string }, z.input<typeof timeOffDecisionSchema>, TimeOffDecisionAnswer> = {
  method: "POST",
  path: ({ id }) => `/api/admin/time-off/${id}/decision`,
  readAnswer: decisionAnswer.parse,
};
