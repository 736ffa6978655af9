import { requireAdminApi } from "@/lib/web/http/admin-access";
import { REFUND_MESSAGES, refundPayment, refundSchema } from "@/lib/payments/refunds";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";
import { getPaymentProvider } from "@/lib/payments/provider/provider";
import type { PaymentRefundAnswer } from "@/lib/payments/refunds-contract";

/** Gives back { amount } dollars of a payment taken by card, with a { reason } (audited, emailed). */
export const POST = route(
  { access: requireAdminApi("payments.manage"), params: uuidIdParams, notFound: REFUND_MESSAGES.notFound, body: refundSchema },
  async ({ user, params, body, database }) => {
    const provider = getPaymentProvider();
    if (!provider) return failure("unavailable", REFUND_MESSAGES.provider);
    const result = await refundPayment(await database(), provider, user, params.id, body);
    return result.ok ? ok<PaymentRefundAnswer>({ refundId: result.refundId, status: result.status, refundableCents: result.refundableCents }) : result;
  },
);
