import { listCustomerOrders } from "@/lib/booking/orders/queries";
import { getDb } from "@/lib/db";
import { signedIn } from "@/lib/http/access";
import { ok } from "@/lib/http/failure";
import { route } from "@/lib/http/route";

/** The signed-in customer's orders: upcoming first (soonest first), then past ones. */
export const GET = route({ access: signedIn }, async ({ user }) => ok(await listCustomerOrders(await getDb(), user.id)));
