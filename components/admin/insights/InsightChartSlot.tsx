"use client";

import dynamic from "next/dynamic";
import type { ChartSpec } from "@/lib/admin/insights/chart-specs";

/** Where a chart goes before its script loads, the same height so nothing jumps. */
function ChartPlaceholder() {
  return <div className="h-64 rounded-lg bg-slate-50" aria-hidden="true" />;
}

/**
 * The charting library is loaded only when a chart is on screen, in a chunk of its own, and
 * only in the browser: the admin panel's other pages carry none of it, and the server renders
 * the table, which holds the same numbers.
 */
const InsightChart = dynamic(() => import("./InsightChart").then((module) => module.InsightChart), { ssr: false, loading: ChartPlaceholder });

export function InsightChartSlot({ spec }: { spec: ChartSpec }) {
  return <InsightChart spec={spec} />;
}
