import { requireAdminApi } from "@/lib/web/http/admin-access";
import { resolvePollBodySchema } from "@/lib/admin/orders/order-action-schemas";
import { ORDER_ACTION_MESSAGES, resolveFlaggedPoll } from "@/lib/admin/orders/order-actions";
import { answerResult } from "@/lib/web/http/answer";
import type { OrderActionAnswer } from "@/lib/admin/orders/order-actions-contract";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/** Closes a flagged satisfaction poll once the free re-clean is offered: { note? }. */
export const POST = route(
  { access: requireAdminApi("orders.manage"), params: uuidIdParams, notFound: ORDER_ACTION_MESSAGES.notFound, body: resolvePollBodySchema, bodyOptional: true },
  async ({ user, params, body, database }) => answerResult<OrderActionAnswer>(await resolveFlaggedPoll(await database(), user, params.id, body)),
);
