import { requireAdminApi } from "@/lib/web/http/admin-access";
import { listAdminOrders } from "@/lib/admin/orders/list-orders";
import { adminOrderQuerySchema } from "@/lib/admin/orders/order-query";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** Staff list of orders: ?status=&from=&to=&borough=&service=&cleaner=&q=&sort=&page=&pageSize=. */
export const GET = route({ access: requireAdminApi("operations.view"), query: adminOrderQuerySchema }, async ({ query, database }) => ok(await listAdminOrders(await database(), query)));
