import { listCustomerOrders } from "@/lib/booking/orders/queries";
import { signedIn } from "@/lib/web/http/access";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** The signed-in customer's orders: upcoming first (soonest first), then past ones. */
export const GET = route({ access: signedIn }, async ({ user, database }) => ok(await listCustomerOrders(await database(), user.id)));
