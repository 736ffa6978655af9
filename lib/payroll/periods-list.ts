/**
 * The pay periods staff see on /admin/payroll: the recent ones by the schedule and every approved
 * one, newest first, each open, running (not ended yet) or approved with its total.
 */
import type { Database } from "@/lib/platform/db";
import { recentPeriods } from "./periods";
import { readPayCalendar } from "./report";
import type { PayrollSettings } from "./settings";

export interface PeriodListItem {
  start: string;
  end: string;
  state: "running" | "open" | "approved";
  /** The approved total, in cents; null until approved. */
  approvedTotalCents: number | null;
  approvedAt: string | null;
}

export async function listPayPeriods(db: Database, now: Date, count = 12): Promise<{ settings: PayrollSettings; periods: PeriodListItem[] }> {
  const calendar = await readPayCalendar(db);
  const items = new Map<string, PeriodListItem>();
  for (const approval of calendar.approvals) {
    items.set(approval.start, { start: approval.start, end: approval.end, state: "approved", approvedTotalCents: approval.report.cleaners.reduce((sum, cleaner) => sum + cleaner.totalCents, 0), approvedAt: approval.approvedAt.toISOString() });
  }
  for (const period of recentPeriods(calendar.settings, now, count)) {
    const overlapsApproved = calendar.approvals.some((approval) => approval.start < period.end && period.start < approval.end);
    if (!overlapsApproved) items.set(period.start, { start: period.start, end: period.end, state: period.to.getTime() > now.getTime() ? "running" : "open", approvedTotalCents: null, approvedAt: null });
  }
  return { settings: calendar.settings, periods: [...items.values()].sort((a, b) => b.start.localeCompare(a.start)) };
}
