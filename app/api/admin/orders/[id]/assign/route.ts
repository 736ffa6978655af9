import { requireAdminApi } from "@/lib/web/http/admin-access";
import { assignBodySchema } from "@/lib/admin/orders/order-action-schemas";
import { assignCleanerAsStaff, ORDER_ACTION_MESSAGES } from "@/lib/admin/orders/order-actions";
import { answerResult } from "@/lib/web/http/answer";
import type { OrderActionAnswer } from "@/lib/admin/orders/order-actions-contract";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/** Sets or changes the cleaner: { cleanerId, note? }. */
export const POST = route(
  { access: requireAdminApi("orders.manage"), params: uuidIdParams, notFound: ORDER_ACTION_MESSAGES.notFound, body: assignBodySchema, bodyOptional: true },
  async ({ user, params, body, database }) => answerResult<OrderActionAnswer>(await assignCleanerAsStaff(await database(), user, params.id, body)),
);
