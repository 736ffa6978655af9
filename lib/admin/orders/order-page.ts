import type { SessionUser } from "@/lib/auth/users";
import { loadReceipt, type Receipt } from "@/lib/payments/receipt";
import type { Database } from "@/lib/platform/db";
import { canActOnOrder } from "../permissions";
import { listAssignableCleaners, type AssignableCleaner } from "./cleaners";
import { getAdminOrder, type AdminOrderDetail } from "./order-detail";

export interface AdminOrderPageView {
  order: AdminOrderDetail;
  /** Whether the viewer may act on the order (never on their own), and why not. */
  decision: ReturnType<typeof canActOnOrder>;
  /** The cleaners free for the visit, for those who may assign one. */
  cleaners: AssignableCleaner[];
  receipt: Receipt | null;
}

/** /admin/orders/{id}, through loadAdminDetail (../detail-page.ts). */
export async function adminOrderPageView(db: Database, id: string, viewer: SessionUser, now: Date = new Date()): Promise<AdminOrderPageView | null> {
  const order = await getAdminOrder(db, id, now);
  if (!order) return null;
  const decision = canActOnOrder(viewer, { customerId: order.customer.id });
  const cleaners = decision.allowed ? await listAssignableCleaners(db, { id: order.id, startsAt: new Date(order.startsAt), endsAt: new Date(order.endsAt) }) : [];
  const receipt = await loadReceipt(db, order.id);
  return { order, decision, cleaners, receipt };
}
