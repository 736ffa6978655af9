import type { z } from "zod";
import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";
import type { creditAdjustmentSchema } from "./staff-adjustment";

/** POST /api/admin/users/:userId/credit, the user page's "Adjust account credit" form (docs/architecture.md, "Endpoint contracts"). */
export interface CreditAdjustedAnswer {
  balanceCents: number;
}

export const creditAdjustmentContract: ApiContract<{ userId: string }, z.input<typeof creditAdjustmentSchema>, CreditAdjustedAnswer, unknown> = {
  method: "POST",
  path: ({ userId }) => `/api/admin/users/${userId}/credit`,
  readAnswer: answerNotRead,
};
