/** The pages that show payroll (docs/product.md, "Payroll"; docs/architecture.md, "Pages and handlers are thin"). */
import { getDb } from "@/lib/platform/db";
import type { PayRule } from "./pay-math";
import { payRuleOf } from "./pay-rules";
import { listPayPeriods, type PeriodListItem } from "./periods-list";
import { periodReport, type PeriodReport } from "./report";
import type { PayrollSettings } from "./settings";

/** /admin/payroll: the settings and the recent periods. */
export async function payrollPageView(now: Date = new Date()): Promise<{ settings: PayrollSettings; periods: PeriodListItem[] }> {
  return listPayPeriods(await getDb(), now);
}

/** /admin/payroll/:start: every cleaner's report; null when no period starts that day. */
export async function payrollPeriodPageView(start: string): Promise<PeriodReport | null> {
  return periodReport(await getDb(), start);
}

/** /admin/users/:id: the cleaner's pay rule, if one is set. */
export async function payRulePageView(cleanerId: string): Promise<PayRule | null> {
  return payRuleOf(await getDb(), cleanerId);
}

/**
 * /cleaner/cabinet/pay: the signed-in person's own report for a period (the latest ended one by
 * default) and the periods to choose from. The cleaner comes from the session, never the address.
 */
export async function ownPayPageView(cleanerId: string, start: string | null, now: Date = new Date()): Promise<{ periods: PeriodListItem[]; report: PeriodReport | null }> {
  const db = await getDb();
  const { periods } = await listPayPeriods(db, now, 8);
  const chosen = start ?? periods.find((period) => period.state !== "running")?.start ?? periods[0]?.start ?? null;
  return { periods, report: chosen ? await periodReport(db, chosen, cleanerId) : null };
}
