import type { z } from "zod";
import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";
import type { reverseReferralSchema } from "./reversal";

/** POST /api/admin/referrals/:id/reverse, the staff list's Reverse button (docs/architecture.md, "Endpoint contracts"). */
export interface ReversedReferralAnswer {
  takenBackCents: number;
}

export const reverseReferralContract: ApiContract<{ referralId: string }, z.input<typeof reverseReferralSchema>, ReversedReferralAnswer, unknown> = {
  method: "POST",
  path: ({ referralId }) => `/api/admin/referrals/${referralId}/reverse`,
  readAnswer: answerNotRead,
};
