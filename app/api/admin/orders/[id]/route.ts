import { requireAdminApi } from "@/lib/web/http/admin-access";
import { ORDER_ACTION_MESSAGES } from "@/lib/admin/orders/order-actions";
import { getAdminOrder } from "@/lib/admin/orders/order-detail";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/** One order as staff see it, with its full timeline. */
export const GET = route({ access: requireAdminApi("operations.view"), params: uuidIdParams, notFound: ORDER_ACTION_MESSAGES.notFound }, async ({ params, database }) => {
  const order = await getAdminOrder(await database(), params.id);
  return order ? ok({ order }) : failure("not-found", ORDER_ACTION_MESSAGES.notFound);
});
