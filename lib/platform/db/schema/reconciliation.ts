import { bigint, index, integer, jsonb, pgEnum, pgTable } from "drizzle-orm/pg-core";
import { userRef } from "./users";
import { instant } from "./columns";

/**
 * Each run of the payments reconciliation (docs/operations.md): which orders it checked and
 * what it found out of balance. The admin Payments page shows the latest run; older runs stay
 * as the history of when something went wrong and when it was put right.
 */

export const RECONCILIATION_SCOPES = ["recent", "full"] as const;
export type ReconciliationScope = (typeof RECONCILIATION_SCOPES)[number];
export const reconciliationScopeEnum = pgEnum("reconciliation_scope", RECONCILIATION_SCOPES);

/** One order out of balance, as stored and shown: what rule, which payment, the sums compared. */
export interface StoredFinding {
  orderId: string;
  orderNumber: number;
  paymentId: string | null;
  code: string;
  message: string;
  expectedCents: number | null;
  actualCents: number | null;
}

export const paymentReconciliations = pgTable(
  "payment_reconciliations",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    scope: reconciliationScopeEnum("scope").notNull(),
    /** "recent" runs check orders touched since this instant; a full run checks every order. */
    since: instant("since"),
    startedAt: instant("started_at").notNull(),
    finishedAt: instant("finished_at").notNull(),
    ordersChecked: integer("orders_checked").notNull(),
    findingCount: integer("finding_count").notNull(),
    /** The findings, the first few hundred (the count says how many there were). */
    findings: jsonb("findings").$type<StoredFinding[]>().notNull(),
    /** Who asked for an on-demand run; null for the nightly one. */
    requestedBy: userRef("requested_by", "set null"),
  },
  (table) => [index("payment_reconciliations_finished_idx").on(table.finishedAt)],
);

export type PaymentReconciliationRow = typeof paymentReconciliations.$inferSelect;
