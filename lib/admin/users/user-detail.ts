/**
 * A user's page for staff: the account with what the viewer may do to it (lib/admin/users/user-policy.ts
 * decides), their orders as a customer, their jobs as a cleaner, and, for roles that may read
 * the audit log, what staff did to the account and what the account did as staff.
 */
import { count, desc, eq } from "drizzle-orm";
import { auditQuerySchema, listAudit, type AuditPage } from "@/lib/platform/audit/audit-log";
import type { Database } from "@/lib/platform/db";
import { orders, users } from "@/lib/platform/db/schema";
import type { PolicySubject } from "./user-policy";
import { STAFF_USER_COLUMNS, toUserListItem, type UserListItem } from "./user-dto";
import { cleaner, customer, LIST_COLUMNS, toListItem, type AdminOrderListItem } from "../orders/list-orders";
import { can } from "../permissions";

export interface OrderSlice {
  items: AdminOrderListItem[];
  total: number;
}

export interface StaffUserDetail {
  user: UserListItem;
  orders: OrderSlice;
  jobs: OrderSlice | null;
  /** Null when the viewer may not read the audit log. */
  auditOn: AuditPage | null;
  auditBy: AuditPage | null;
}

const RECENT = 25;

async function ordersWhere(db: Database, where: ReturnType<typeof eq>): Promise<OrderSlice> {
  const [rows, totals] = await Promise.all([
    db
      .select(LIST_COLUMNS)
      .from(orders)
      .innerJoin(customer, eq(customer.id, orders.customerId))
      .leftJoin(cleaner, eq(cleaner.id, orders.cleanerId))
      .where(where)
      .orderBy(desc(orders.startsAt), desc(orders.id))
      .limit(RECENT),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { items: rows.map(toListItem), total: totals[0]?.total ?? 0 };
}

export async function getUserForStaff(db: Database, viewer: PolicySubject, userId: string): Promise<StaffUserDetail | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(userId)) return null;
  const [row] = await db.select(STAFF_USER_COLUMNS).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return null;
  const readsAudit = can(viewer.role, "audit.read");
  const [customerOrders, jobs, auditOn, auditBy] = await Promise.all([
    ordersWhere(db, eq(orders.customerId, userId)),
    can(row.role, "cleanerCabinet.open") ? ordersWhere(db, eq(orders.cleanerId, userId)) : Promise.resolve(null),
    readsAudit ? listAudit(db, auditQuerySchema.parse({ subjectType: "user", subjectId: userId, pageSize: RECENT })) : Promise.resolve(null),
    readsAudit && can(row.role, "adminPanel.open") ? listAudit(db, auditQuerySchema.parse({ actorId: userId, pageSize: RECENT })) : Promise.resolve(null),
  ]);
  return { user: toUserListItem(row, viewer), orders: customerOrders, jobs, auditOn, auditBy };
}
