import { requireAdminApi } from "@/lib/web/http/admin-access";
import { cancelBodySchema } from "@/lib/admin/orders/order-action-schemas";
import { cancelOrderByStaff, ORDER_ACTION_MESSAGES } from "@/lib/admin/orders/order-actions";
import { answerResult } from "@/lib/web/http/answer";
import type { OrderActionAnswer } from "@/lib/admin/orders/order-actions-contract";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/** Cancels: { reason, waiveFee? }; inside 24 hours the late-cancellation fee is recorded unless waived. */
export const POST = route(
  { access: requireAdminApi("orders.manage"), params: uuidIdParams, notFound: ORDER_ACTION_MESSAGES.notFound, body: cancelBodySchema, bodyOptional: true },
  async ({ user, params, body, database }) => answerResult<OrderActionAnswer>(await cancelOrderByStaff(await database(), user, params.id, body)),
);
