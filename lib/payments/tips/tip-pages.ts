import { getDb } from "@/lib/platform/db";
import { cleanerTipWeeks, tipsReport, type TipsReport, type TipsReportFilter, type TipWeek } from "@/lib/payments/tips/tip-reports";

/** The pages that show tips (docs/payments.md#tips; docs/architecture.md, "Pages and handlers are thin"). */

/** /cleaner/cabinet: the cleaner's tips over the last weeks. */
export async function cleanerTipsPageView(cleanerId: string, now: Date = new Date()): Promise<TipWeek[]> {
  return cleanerTipWeeks(await getDb(), cleanerId, now);
}

/** /admin/payments/tips: the tips per cleaner over the chosen weeks. */
export async function tipsReportPageView(filter: TipsReportFilter, now: Date = new Date()): Promise<TipsReport> {
  return tipsReport(await getDb(), filter, now);
}
