import { AdminSectionCard } from "@/components/admin/AdminPageHeader";
import { FilterBar } from "@/components/admin/FilterBar";
import { DetailItem } from "@/components/admin/DetailItem";
import { SelectField } from "@/components/forms/SelectField";
import { TextField } from "@/components/forms/TextField";
import { formatValue } from "@/lib/admin/insights/chart-format";
import type { InsightsView } from "@/lib/admin/insights/insights-page";
import { RANGE_LABELS, RANGE_PRESETS } from "@/lib/admin/insights/range";
import { InsightCard } from "./InsightCard";

/**
 * The owner's charts on /admin: the range as a plain GET form (an address to bookmark or send),
 * the headline figures for recurring customers, and one card a chart.
 */
export function InsightsSection({ view }: { view: InsightsView }) {
  const { churn, repeat } = view;
  return (
    <AdminSectionCard id="insights" title="How the business is doing" description={`Whole weeks, Monday to Sunday in New York: ${view.rangeLabel}.`}>
      <FilterBar action="/admin" errors={view.errors} label="Chart range">
        <SelectField name="range" label="Range" defaultValue={view.preset} options={RANGE_PRESETS.map((preset) => ({ value: preset, label: RANGE_LABELS[preset] }))} />
        <TextField name="from" label="From (with Choose dates)" type="date" defaultValue={view.values.from ?? ""} optional />
        <TextField name="to" label="To (with Choose dates)" type="date" defaultValue={view.values.to ?? ""} optional />
      </FilterBar>
      <dl className="mb-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <DetailItem label="Repeat rate">
          {formatValue(repeat.repeatRate, "percent")} ({formatValue(repeat.repeatCustomers, "count")} of {formatValue(repeat.customers, "count")} customers served)
        </DetailItem>
        <DetailItem label="Recurring series at the start">{formatValue(churn.activeAtStart, "count")}</DetailItem>
        <DetailItem label="Stopped or lapsed in the range">
          {formatValue(churn.stopped, "count")} stopped, {formatValue(churn.lapsed, "count")} lapsed
        </DetailItem>
        <DetailItem label="Recurring churn">{formatValue(churn.churnRate, "percent")}</DetailItem>
      </dl>
      <div className="grid gap-4 xl:grid-cols-2">
        {view.charts.map((spec) => (
          <InsightCard key={spec.id} spec={spec} />
        ))}
      </div>
    </AdminSectionCard>
  );
}
