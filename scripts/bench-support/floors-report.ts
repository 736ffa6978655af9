/**
 * How `npm run bench:lighthouse` sums up a page against its two floors (docs/operations.md#page-weight):
 * the medians of the runs of our page, the minimal Next page and our page without scripts, side
 * by side, and the two gaps its targets are set on: the Performance points behind the minimal
 * page and our LCP as a multiple of the script-free page's.
 */
import type { Category, Figures } from "./lighthouse-run";

export const SUBJECTS = ["ours", "minimal", "script-free"] as const;
export type Subject = (typeof SUBJECTS)[number];
const SUBJECT_TITLES: Record<Subject, string> = { ours: "ours", minimal: "minimal page", "script-free": "ours without scripts" };

/** One run's figures; undefined when the run measured nothing. */
export type RunFigures = Figures | undefined;

export interface Summary {
  performance: number;
  performanceRuns: number[];
  lcpMs: number;
  lcpRuns: number[];
  tbtMs: number;
  scriptBytes: number;
  /** The largest layout shift of the runs: a shift that happens once in three runs is a shift. */
  worstCls: number;
  scores: Record<Category, number>;
  noindex: boolean;
  failedRuns: number;
}

/** The middle value (the upper one of an even count); a run that measured nothing (NaN) does not count. */
function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export function summarize(runs: RunFigures[]): Summary {
  const measured = runs.filter((run): run is Figures => run !== undefined);
  const scoreMedian = (category: Category) => median(measured.map((run) => run.scores[category]));
  const performanceRuns = measured.map((run) => run.scores.performance);
  const lcpRuns = measured.map((run) => run.lcpMs);
  return {
    performance: median(performanceRuns),
    performanceRuns,
    lcpMs: median(lcpRuns),
    lcpRuns,
    tbtMs: median(measured.map((run) => run.tbtMs)),
    scriptBytes: median(measured.map((run) => run.scriptBytes)),
    worstCls: measured.length > 0 ? Math.max(...measured.map((run) => run.cls)) : Number.NaN,
    scores: { performance: scoreMedian("performance"), accessibility: scoreMedian("accessibility"), "best-practices": scoreMedian("best-practices"), seo: scoreMedian("seo") },
    noindex: measured.some((run) => run.noindex),
    failedRuns: runs.length - measured.length,
  };
}

export interface Gaps {
  /** Median Performance of the minimal page minus ours: how far behind the framework's floor we are. */
  pointsBehindMinimal: number;
  /** Our median LCP over the script-free page's: what the scripts add to the largest paint. */
  lcpRatioToScriptFree: number;
}

export function gapsOf(summaries: Record<Subject, Summary>): Gaps {
  return {
    pointsBehindMinimal: summaries.minimal.performance - summaries.ours.performance,
    lcpRatioToScriptFree: summaries.ours.lcpMs / summaries["script-free"].lcpMs,
  };
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const withRuns = (value: string, runs: string[]) => (runs.length > 1 ? `${value} (${runs.join(", ")})` : value);

/** The side-by-side table of one page under one throttling method, as lines. */
export function comparisonTable(summaries: Record<Subject, Summary>): string[] {
  const header = ["", ...SUBJECTS.map((subject) => SUBJECT_TITLES[subject])];
  const rows: string[][] = [
    header,
    ["Performance", ...SUBJECTS.map((subject) => withRuns(String(summaries[subject].performance), summaries[subject].performanceRuns.map(String)))],
    ["LCP", ...SUBJECTS.map((subject) => withRuns(`${seconds(summaries[subject].lcpMs)} s`, summaries[subject].lcpRuns.map(seconds)))],
    ["TBT", ...SUBJECTS.map((subject) => `${Math.round(summaries[subject].tbtMs)} ms`)],
    ["CLS (worst run)", ...SUBJECTS.map((subject) => summaries[subject].worstCls.toFixed(3))],
    ["JS transferred", ...SUBJECTS.map((subject) => `${(summaries[subject].scriptBytes / 1024).toFixed(1)} KB`)],
  ];
  const failed = SUBJECTS.map((subject) => summaries[subject].failedRuns);
  if (failed.some((count) => count > 0)) rows.push(["runs failed", ...failed.map(String)]);
  const widths = header.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length)));
  return rows.map((row) => `  ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("   ")}`.trimEnd());
}
