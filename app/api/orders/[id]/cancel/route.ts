import { cancelOrderAsCustomer } from "@/lib/booking/orders/cancel-order";
import { customerCancelSchema } from "@/lib/booking/orders/customer-cancel-schema";
import { ORDER_NOT_FOUND_MESSAGE } from "@/lib/booking/orders/locked-order";
import { activeUser } from "@/lib/web/http/access";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";
import type { OrderCancelAnswer } from "@/lib/booking/orders/orders-contract";

/** The customer cancels their order, until 24 hours before the visit. */
export const POST = route(
  { access: activeUser, params: uuidIdParams, notFound: ORDER_NOT_FOUND_MESSAGE, body: customerCancelSchema },
  async ({ user, params, body, database }) => {
    const result = await cancelOrderAsCustomer(await database(), user.id, params.id, { reason: body.reason });
    return result.ok ? ok<OrderCancelAnswer>(result) : result;
  },
);
