import { ATTENTION_MESSAGES, retryPaymentNow } from "@/lib/payments/attention";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { getDb } from "@/lib/platform/db";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/** Tries the customer's card on file again now (audited). */
export const POST = route(
  { access: requireAdminApi("payments.manage"), params: uuidIdParams, notFound: ATTENTION_MESSAGES.notFound, bodyOptional: true },
  async ({ user, params }) => {
    const result = await retryPaymentNow(await getDb(), user, params.id);
    return result.ok ? ok({ queued: true }) : result;
  },
);
