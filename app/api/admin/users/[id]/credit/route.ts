import { adjustCreditAsStaff, CREDIT_ADJUSTMENT_MESSAGES, creditAdjustmentSchema } from "@/lib/account-credit/staff-adjustment";
import type { CreditAdjustedAnswer } from "@/lib/account-credit/staff-adjustment-contract";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/** Adjusts a customer's account credit: { amountCents, reason }. Never below zero; audited with the actor. */
export const POST = route(
  { access: requireAdminApi("credit.adjust"), params: uuidIdParams, notFound: CREDIT_ADJUSTMENT_MESSAGES.notFound, body: creditAdjustmentSchema },
  async ({ user, params, body, database }) => {
    const result = await adjustCreditAsStaff(await database(), { ...body, userId: params.id, actorId: user.id, now: new Date() });
    return result.ok ? ok<CreditAdjustedAnswer>({ balanceCents: result.balanceCents }) : result;
  },
);
