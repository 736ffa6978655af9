"use client";

import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";
import { formatValue } from "@/lib/admin/insights/chart-format";
import type { ChartSeries, ChartSpec } from "@/lib/admin/insights/chart-specs";

/** The brand teal, the sun and a slate: distinguishable without colour too, since bars and lines differ in shape. */
const COLOURS = ["#0f766e", "#d97706", "#475569"];

const tooltipValue = (series: readonly ChartSeries[]) => (value: unknown, name: unknown) => {
  const match = series.find((item) => item.label === name);
  return typeof value === "number" && match ? formatValue(value, match.format) : String(value);
};

/**
 * One of the owner's charts, drawn with Recharts from the same rows as its table. The picture is
 * one image to assistive technology, named by the chart's summary; the table (InsightTable)
 * carries the numbers for anyone who wants them. Recharts' keyboard layer is off: inside an
 * image nothing may take focus.
 */
export function InsightChart({ spec }: { spec: ChartSpec }) {
  const data = spec.rows.map((row) => ({ category: row.category, ...row.values }));
  const rows = spec.layout === "rows";
  // Named things run down the side with one measure; weeks run along the bottom with up to two axes.
  const series = rows ? spec.series.filter((item) => item.axis === "left") : spec.series;
  const left = series.find((item) => item.axis === "left");
  const right = series.find((item) => item.axis === "right");
  const height = rows ? Math.max(160, 40 + data.length * 32) : 256;
  return (
    <div role="img" aria-label={spec.summary} className="w-full">
      <ComposedChart
        data={data}
        layout={rows ? "vertical" : "horizontal"}
        responsive
        accessibilityLayer={false}
        style={{ width: "100%", height }}
        margin={{ top: 8, right: 16, bottom: 8, left: rows ? 24 : 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        {rows ? (
          <>
            <XAxis type="number" tickFormatter={(value: number) => formatValue(value, left?.format ?? "count")} />
            <YAxis type="category" dataKey="category" width={180} />
          </>
        ) : (
          <>
            <XAxis dataKey="category" minTickGap={12} />
            <YAxis yAxisId="left" tickFormatter={(value: number) => formatValue(value, left?.format ?? "count")} width={72} />
            {right ? <YAxis yAxisId="right" orientation="right" tickFormatter={(value: number) => formatValue(value, right.format)} width={80} /> : null}
          </>
        )}
        <Tooltip formatter={tooltipValue(series)} />
        {series.length > 1 ? <Legend /> : null}
        {series.map((item, index) =>
          item.mark === "bar" ? (
            <Bar key={item.key} dataKey={item.key} name={item.label} fill={COLOURS[index % COLOURS.length]} isAnimationActive={false} {...(rows ? {} : { yAxisId: item.axis })} />
          ) : (
            <Line key={item.key} dataKey={item.key} name={item.label} stroke={COLOURS[index % COLOURS.length]} strokeWidth={2} dot={false} isAnimationActive={false} {...(rows ? {} : { yAxisId: item.axis })} />
          ),
        )}
      </ComposedChart>
    </div>
  );
}
