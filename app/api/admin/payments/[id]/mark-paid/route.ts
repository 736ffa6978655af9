import { ATTENTION_MESSAGES, markPaidOffline, markPaidSchema } from "@/lib/payments/attention";
import type { PaymentStatusAnswer } from "@/lib/payments/attention-contract";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/** Records a payment made by cash or check: { method, note } (audited). */
export const POST = route(
  { access: requireAdminApi("payments.manage"), params: uuidIdParams, notFound: ATTENTION_MESSAGES.notFound, body: markPaidSchema },
  async ({ user, params, body, database }) => {
    const result = await markPaidOffline(await database(), user, params.id, body);
    return result.ok ? ok<PaymentStatusAnswer>({ status: result.status }) : result;
  },
);
