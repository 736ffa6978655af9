/**
 * The owner's chart range (docs/product.md, "The owner's charts"), read from the address:
 * `?range=4w|13w|52w` for the last 4, 13 or 52 New York weeks ending with the current one, or
 * `?range=custom&from=YYYY-MM-DD&to=YYYY-MM-DD`, widened to whole weeks (Monday to Monday, New
 * York time, so a week with a clock change is 167 or 169 hours). Pure: the clock comes in.
 */
import { z } from "zod";
import { compareIsoDates, isoDateSchema, parseIsoDate } from "@/lib/kernel/time/calendar-date";
import { lastWeeks, weeksCovering, type Week } from "../dashboard/weeks";

export const RANGE_PRESETS = ["4w", "13w", "52w", "custom"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const RANGE_LABELS: Readonly<Record<RangePreset, string>> = {
  "4w": "Last 4 weeks",
  "13w": "Last 13 weeks",
  "52w": "Last 52 weeks",
  custom: "Choose dates",
};

const PRESET_WEEKS = { "4w": 4, "13w": 13, "52w": 52 } as const;

/** Three years of weeks: enough for any comparison the owner makes, small enough to chart. */
export const MAX_RANGE_WEEKS = 157;

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

export const insightRangeSchema = z
  .object({
    range: z.enum(RANGE_PRESETS, { error: "Choose one of the ranges offered" }).default("13w"),
    from: z.preprocess(emptyToUndefined, isoDateSchema.optional()),
    to: z.preprocess(emptyToUndefined, isoDateSchema.optional()),
  })
  .superRefine((value, context) => {
    if (value.range !== "custom") return;
    if (!value.from) context.addIssue({ code: "custom", path: ["from"], message: "Choose the first day of the range" });
    if (!value.to) context.addIssue({ code: "custom", path: ["to"], message: "Choose the last day of the range" });
    if (value.from && value.to && compareIsoDates(value.from, value.to) > 0) context.addIssue({ code: "custom", path: ["to"], message: "The last day must not be before the first" });
  });

export type InsightRangeQuery = z.output<typeof insightRangeSchema>;

export interface InsightRange {
  preset: RangePreset;
  /** Whole New York weeks, oldest first; never empty. */
  weeks: Week[];
  start: Date;
  end: Date;
}

/** The weeks a parsed query covers at `now`; a custom range longer than MAX_RANGE_WEEKS keeps its latest weeks. */
export function resolveRange(query: InsightRangeQuery, now: Date): InsightRange {
  const from = query.from ? parseIsoDate(query.from) : null;
  const to = query.to ? parseIsoDate(query.to) : null;
  const weeks = query.range === "custom" && from && to ? weeksCovering(from, to).slice(-MAX_RANGE_WEEKS) : lastWeeks(now, PRESET_WEEKS[query.range === "custom" ? "13w" : query.range]);
  const first = weeks[0];
  const last = weeks.at(-1);
  if (!first || !last) throw new Error("a range always holds a week");
  return { preset: query.range, weeks, start: first.start, end: last.end };
}
