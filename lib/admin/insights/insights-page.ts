/**
 * The owner's charts on /admin (docs/product.md, "The owner's charts"): the range from the
 * address, the figures, and each chart as data for its table and picture. Only staff who may see
 * the business figures get them (`insights.view`); for anyone else the answer is null and the
 * page shows the day-to-day dashboard alone.
 */
import { getDb } from "@/lib/platform/db";
import type { FieldErrors } from "@/lib/kernel/failure";
import { can } from "@/lib/kernel/enums/abilities";
import type { Role } from "@/lib/kernel/enums/roles";
import { parseFilters, type RawSearchParams } from "../search-params";
import { chartSpecs, type ChartSpec } from "./chart-specs";
import { loadInsights, type Insights } from "./insights";
import { insightRangeSchema, resolveRange, type RangePreset } from "./range";

export interface InsightsView {
  preset: RangePreset;
  /** The form's values as typed, to show them again. */
  values: Record<string, string>;
  errors: FieldErrors;
  rangeLabel: string;
  churn: Insights["churn"];
  repeat: Pick<Insights["repeat"], "customers" | "repeatCustomers" | "repeatRate">;
  charts: ChartSpec[];
}

export async function insightsPageView(viewer: { role: Role }, params: RawSearchParams, now: Date = new Date()): Promise<InsightsView | null> {
  if (!can(viewer.role, "insights.view")) return null;
  const { query, values, errors } = parseFilters(insightRangeSchema, params);
  const insights = await loadInsights(await getDb(), resolveRange(query, now));
  const { customers, repeatCustomers, repeatRate } = insights.repeat;
  return { preset: query.range, values, errors, rangeLabel: insights.rangeLabel, churn: insights.churn, repeat: { customers, repeatCustomers, repeatRate }, charts: chartSpecs(insights) };
}
