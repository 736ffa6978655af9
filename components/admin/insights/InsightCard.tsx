import type { ChartSpec } from "@/lib/admin/insights/chart-specs";
import { InsightChartSlot } from "./InsightChartSlot";
import { InsightTable } from "./InsightTable";

/**
 * One of the owner's charts: a visible heading, the picture (drawn in the browser once its
 * script arrives) and "Show as table", a native disclosure that opens without any script.
 */
export function InsightCard({ spec }: { spec: ChartSpec }) {
  const headingId = `insight-${spec.id}-title`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4">
      <h3 id={headingId} className="font-semibold text-ink">
        {spec.title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{spec.description}</p>
      <div className="mt-3">
        <InsightChartSlot spec={spec} />
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">Show as table</summary>
        <div className="mt-2">
          <InsightTable spec={spec} />
        </div>
      </details>
    </section>
  );
}
