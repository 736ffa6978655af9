import { formatValue } from "@/lib/admin/insights/chart-format";
import type { ChartSpec } from "@/lib/admin/insights/chart-specs";

/**
 * A chart's numbers as a table, rendered on the server from the very rows the picture is drawn
 * from: for a screen reader, for a browser without scripts, and for anyone who wants the figures.
 */
export function InsightTable({ spec }: { spec: ChartSpec }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-max text-left text-sm">
        <caption className="pb-2 text-left text-sm text-slate-600">{spec.summary}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {spec.categoryLabel}
            </th>
            {spec.series.map((series) => (
              <th key={series.key} scope="col" className="py-2 pr-4 text-right font-semibold">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spec.rows.length === 0 ? (
            <tr>
              <td colSpan={spec.series.length + 1} className="py-2 text-slate-600">
                Nothing in this range.
              </td>
            </tr>
          ) : (
            spec.rows.map((row, index) => (
              <tr key={`${row.category}-${index}`} className="border-b border-slate-100">
                <th scope="row" className="py-1.5 pr-4 font-medium text-ink">
                  {row.category}
                </th>
                {spec.series.map((series) => (
                  <td key={series.key} className="py-1.5 pr-4 text-right tabular-nums">
                    {formatValue(row.values[series.key] ?? null, series.format)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
