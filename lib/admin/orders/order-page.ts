import type { SessionUser } from "@/lib/auth/users";
import { loadReceipt, type Receipt } from "@/lib/payments/receipt";
import type { Database } from "@/lib/platform/db";
import { canActOnOrder } from "../permissions";
import { listAssignableCleaners, type AssignableCleaner } from "./cleaners";
import { getAdminOrder, type AdminOrderDetail } from "./order-detail";
import { customerCleanerChoices, type CustomerCleanerChoices } from "./customer-cleaner-choices";
import { keyCustodyOfOrder, type KeyCustody } from "./key-custody";
import { accessCodeViewsOf, type AccessCodeView } from "@/lib/cabinet/access-codes";
import { visitPositionsOf, type VisitPositionView } from "@/lib/cabinet/visit-positions";

export interface AdminOrderPageView {
  order: AdminOrderDetail;
  /** Whether the viewer may act on the order (never on their own), and why not. */
  decision: ReturnType<typeof canActOnOrder>;
  /** The cleaners free for the visit, for those who may assign one. */
  cleaners: AssignableCleaner[];
  /** The customer's preferred and blocked cleaners, for the assign control's warning (docs/product.md#preferred-and-blocked-cleaners). */
  cleanerChoices: CustomerCleanerChoices | null;
  receipt: Receipt | null;
  /** Who opened the codes, and who holds the keys (docs/product.md, "Access details and keys"). */
  codeViews: AccessCodeView[];
  keys: KeyCustody;
  /** Where the phone was at check-in and check-out, each checked against the ZIP (docs/product.md, "Checking in where the job is"). */
  positions: VisitPositionView[];
}

/** /admin/orders/{id}, through loadAdminDetail (../detail-page.ts). */
export async function adminOrderPageView(db: Database, id: string, viewer: SessionUser, now: Date = new Date()): Promise<AdminOrderPageView | null> {
  const order = await getAdminOrder(db, id, now);
  if (!order) return null;
  const decision = canActOnOrder(viewer, { customerId: order.customer.id });
  const cleaners = decision.allowed ? await listAssignableCleaners(db, { id: order.id, startsAt: new Date(order.startsAt), endsAt: new Date(order.endsAt) }) : [];
  const cleanerChoices = decision.allowed ? await customerCleanerChoices(db, order.customer.id) : null;
  const receipt = await loadReceipt(db, order.id);
  const codeViews = await accessCodeViewsOf(db, order.id);
  const keys = (await keyCustodyOfOrder(db, order.id)) ?? { holder: { id: "customer", label: "The customer" }, entries: [] };
  const positions = await visitPositionsOf(db, order.id);
  return { order, decision, cleaners, cleanerChoices, receipt, codeViews, keys, positions };
}
