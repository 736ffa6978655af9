import { orderChangeSchema } from "@/lib/booking/booking-request";
import { editOrderAsCustomer } from "@/lib/booking/orders/edit-order";
import { ORDER_NOT_FOUND_MESSAGE } from "@/lib/booking/orders/locked-order";
import { getCustomerOrder } from "@/lib/booking/orders/queries";
import { activeUser, signedIn } from "@/lib/web/http/access";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";
import type { OrderEditAnswer } from "@/lib/booking/orders/orders-contract";

/** One of the signed-in customer's orders; anyone else's id is a 404 like a missing one. */
export const GET = route({ access: signedIn, params: uuidIdParams, notFound: ORDER_NOT_FOUND_MESSAGE }, async ({ user, params, database }) => {
  const order = await getCustomerOrder(await database(), user.id, params.id);
  return order ? ok({ order }) : failure("not-found", ORDER_NOT_FOUND_MESSAGE);
});

/** The customer's changes (new time, details, extras, address, notes), priced again on the server. */
export const PATCH = route(
  { access: activeUser, params: uuidIdParams, notFound: ORDER_NOT_FOUND_MESSAGE, body: orderChangeSchema },
  async ({ user, params, body, database }) => {
    const result = await editOrderAsCustomer(await database(), user.id, params.id, body);
    return result.ok ? ok<OrderEditAnswer>(result) : result;
  },
);
