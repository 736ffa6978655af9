import type { Page } from "@/lib/kernel/paging";
import { getDb } from "@/lib/platform/db";
import { readBusinessSettings, type BusinessSettings } from "@/lib/settings/business-settings";
import { listAssignableCleaners, type AssignableCleaner } from "./cleaners";
import { listAdminOrders, type AdminOrderListItem } from "./list-orders";
import type { AdminOrderQuery } from "./order-query";

export interface AdminOrdersPageView {
  page: Page<AdminOrderListItem>;
  cleaners: AssignableCleaner[];
  settings: BusinessSettings;
}

/** /admin/orders: the filtered list, the cleaners to filter by and the services' names. */
export async function adminOrdersPageView(query: AdminOrderQuery): Promise<AdminOrdersPageView> {
  const db = await getDb();
  const [page, cleaners, settings] = await Promise.all([listAdminOrders(db, query), listAssignableCleaners(db), readBusinessSettings(db)]);
  return { page, cleaners, settings };
}
