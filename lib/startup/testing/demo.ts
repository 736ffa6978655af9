import { gt, isNotNull } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database, DatabaseDriver } from "@/lib/platform/db/client";
import type { TestDatabase } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { auditLog, jobs, orderEvents, orderPaymentAttempts, orderPayments, orders, satisfactionPolls } from "@/lib/platform/db/schema";
import { createLogger, type Logger } from "@/lib/platform/log/logger";
import { captureLog } from "@/lib/platform/log/testing";
import { seedDemo } from "../demo/demo-accounts";

/** Test helpers of the demo seeding. */

/** A logger whose warnings (and worse) land in a list, parsed. */
export function capturedWarnings(): { logger: Logger; lines: () => Array<Record<string, unknown>> } {
  const log = captureLog();
  return { logger: createLogger(log.stream, "warn"), lines: log.lines };
}

/** Every moment the sample orders write, by table: what each row says happened when. */
const STAMPED: ReadonlyArray<{ table: PgTable; name: string; columns: readonly PgColumn[] }> = [
  { table: orders, name: "orders", columns: [orders.createdAt, orders.updatedAt, orders.cancelledAt] },
  { table: orderEvents, name: "order_events", columns: [orderEvents.createdAt] },
  { table: orderPayments, name: "order_payments", columns: [orderPayments.createdAt, orderPayments.updatedAt, orderPayments.settledAt] },
  { table: orderPaymentAttempts, name: "order_payment_attempts", columns: [orderPaymentAttempts.createdAt] },
  { table: satisfactionPolls, name: "satisfaction_polls", columns: [satisfactionPolls.createdAt, satisfactionPolls.answeredAt] },
  { table: auditLog, name: "audit_log", columns: [auditLog.createdAt] },
];

/** The columns written later than `instant`, as "table.column" once per offending row. */
export async function writtenAfter(db: Database, instant: Date): Promise<string[]> {
  const found: string[] = [];
  for (const { table, name, columns } of STAMPED) {
    for (const column of columns) {
      const rows = await db.select({ at: column }).from(table).where(gt(column, instant));
      for (const row of rows) found.push(`${name}.${column.name} ${row.at instanceof Date ? row.at.toISOString() : String(row.at)}`);
    }
  }
  return found;
}

/** Every order and what hangs off it (timeline, payments, polls, queued jobs): a database as before the first start's samples. */
async function removeAllOrders(db: Database): Promise<void> {
  await db.delete(orderPayments).where(isNotNull(orderPayments.id));
  await db.delete(orders).where(isNotNull(orders.id));
  await db.delete(jobs).where(isNotNull(jobs.id));
}

/**
 * A database with the demo accounts for the describe block, without any order at the start of
 * each test: one first start after another (a fresh database each would take seconds).
 */
export function useDemoDatabase(driver: DatabaseDriver): TestDatabase {
  const database = useTestDatabase(driver);
  beforeAll(async () => {
    await seedDemo(database.db);
  });
  beforeEach(async () => {
    await removeAllOrders(database.db);
  });
  return database;
}
