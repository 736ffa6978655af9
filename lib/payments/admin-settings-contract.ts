import type { z } from "zod";
import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";
import type { BillingMode, CardRequirement } from "@/lib/platform/db/schema";
import type { billingModeSchema, cardRequirementSchema } from "./admin-settings";

/**
 * The billing settings staff change (docs/payments.md; docs/architecture.md, "Endpoint
 * contracts"): who must save a card to book, and how one account pays. The forms only need to
 * know that the change was saved; the request schemas stay in ./admin-settings.ts and reach
 * this module as types.
 */

/** The rule now in force. */
export interface CardRequirementAnswer {
  cardRequirement: CardRequirement;
}

/** How the account pays now. */
export interface BillingModeAnswer {
  billingMode: BillingMode;
}

/** PUT /api/admin/settings/billing: who must save a card before booking. */
export const cardRequirementContract: ApiContract<void, z.input<typeof cardRequirementSchema>, CardRequirementAnswer, unknown> = {
  method: "PUT",
  path: () => "/api/admin/settings/billing",
  readAnswer: answerNotRead,
};

/** PUT /api/admin/users/:userId/billing: card on file, or invoiced to a company. */
export const billingModeContract: ApiContract<{ userId: string }, z.input<typeof billingModeSchema>, BillingModeAnswer, unknown> = {
  method: "PUT",
  path: ({ userId }) => `/api/admin/users/${userId}/billing`,
  readAnswer: answerNotRead,
};
