import { ATTENTION_MESSAGES, retryPaymentNow } from "@/lib/payments/attention";
import type { RetryQueuedAnswer } from "@/lib/payments/attention-contract";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/** Tries the customer's card on file again now (audited). */
export const POST = route(
  { access: requireAdminApi("payments.manage"), params: uuidIdParams, notFound: ATTENTION_MESSAGES.notFound, bodyOptional: true },
  async ({ user, params, database }) => {
    const result = await retryPaymentNow(await database(), user, params.id);
    return result.ok ? ok<RetryQueuedAnswer>({ queued: true }) : result;
  },
);
