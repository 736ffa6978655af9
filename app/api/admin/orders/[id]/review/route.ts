import { requireAdminApi } from "@/lib/web/http/admin-access";
import { reviewBodySchema } from "@/lib/admin/orders/order-action-schemas";
import { ORDER_ACTION_MESSAGES, reviewHeldVisit } from "@/lib/admin/orders/order-actions";
import { answerResult } from "@/lib/web/http/answer";
import type { OrderActionAnswer } from "@/lib/admin/orders/order-actions-contract";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/** "Reviewed — send receipt" on a visit held after a short check-out: { note?, expectedVersion? }. */
export const POST = route(
  { access: requireAdminApi("orders.manage"), params: uuidIdParams, notFound: ORDER_ACTION_MESSAGES.notFound, body: reviewBodySchema, bodyOptional: true },
  async ({ user, params, body, database }) => answerResult<OrderActionAnswer>(await reviewHeldVisit(await database(), user, params.id, body)),
);
