/**
 * The owner's charts as data (docs/product.md, "The owner's charts"): each chart's heading, its
 * one-sentence summary (the picture's accessible name), and the rows both the table and the
 * picture are drawn from, so the two cannot disagree. Pure and safe for client bundles.
 */
import { formatValue, weekLabel, type ValueFormat } from "./chart-format";
import type { Insights } from "./insights";

export interface ChartSeries {
  key: string;
  label: string;
  format: ValueFormat;
  /** Drawn as bars or as a line; a second axis on the right for a line in other units. */
  mark: "bar" | "line";
  axis: "left" | "right";
}

export interface ChartRow {
  category: string;
  values: Record<string, number | null>;
}

export interface ChartSpec {
  id: string;
  title: string;
  description: string;
  /** One sentence with the chart's main figures: the accessible name of the picture. */
  summary: string;
  /** The first column's heading: "Week of", "Cleaner", … */
  categoryLabel: string;
  /** Categories along the bottom, or down the side for named things. */
  layout: "columns" | "rows";
  series: ChartSeries[];
  rows: ChartRow[];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function revenueChart({ revenue, rangeLabel }: Insights): ChartSpec {
  const visits = sum(revenue.map((week) => week.visits));
  const cents = sum(revenue.map((week) => week.revenueCents));
  return {
    id: "revenue",
    title: "Revenue and visits by week",
    description: "Completed visits in the week they were due, and what they were billed.",
    summary: `Revenue and visits by week, ${rangeLabel}: ${formatValue(visits, "count")} completed visits billed ${formatValue(cents, "usd")}.`,
    categoryLabel: "Week of",
    layout: "columns",
    series: [
      { key: "visits", label: "Completed visits", format: "count", mark: "bar", axis: "left" },
      { key: "revenueCents", label: "Revenue", format: "usd", mark: "line", axis: "right" },
    ],
    rows: revenue.map((week) => ({ category: weekLabel(week.monday), values: { visits: week.visits, revenueCents: week.revenueCents } })),
  };
}

function repeatChart({ repeat, churn, rangeLabel }: Insights): ChartSpec {
  return {
    id: "repeat",
    title: "Repeat customers by week",
    description: "Of the customers with a completed visit in a week, the share who had been served before that week.",
    summary:
      `Repeat rate by week, ${rangeLabel}: ${formatValue(repeat.repeatRate, "percent")} of ${formatValue(repeat.customers, "count")} customers served had been served before; ` +
      `recurring churn ${formatValue(churn.churnRate, "percent")} (${formatValue(churn.stopped + churn.lapsed, "count")} of ${formatValue(churn.activeAtStart, "count")} series).`,
    categoryLabel: "Week of",
    layout: "columns",
    series: [
      { key: "customers", label: "Customers served", format: "count", mark: "bar", axis: "left" },
      { key: "repeatRate", label: "Repeat rate", format: "percent", mark: "line", axis: "right" },
    ],
    rows: repeat.weeks.map((week) => ({ category: weekLabel(week.monday), values: { customers: week.customers, repeatRate: week.repeatRate } })),
  };
}

function cancellationChart({ cancellations, rangeLabel }: Insights): ChartSpec {
  const visits = sum(cancellations.map((week) => week.visits));
  const cancelled = sum(cancellations.map((week) => week.cancelled));
  const late = sum(cancellations.map((week) => week.lateCancelled));
  const rate = (part: number) => formatValue(visits > 0 ? part / visits : null, "percent");
  return {
    id: "cancellations",
    title: "Cancellations by week",
    description: "Of the visits due in a week, the share cancelled, and the share cancelled less than 24 hours before the start.",
    summary: `Cancellations by week, ${rangeLabel}: ${rate(cancelled)} of ${formatValue(visits, "count")} visits cancelled, ${rate(late)} late.`,
    categoryLabel: "Week of",
    layout: "columns",
    series: [
      { key: "cancellationRate", label: "Cancelled", format: "percent", mark: "line", axis: "left" },
      { key: "lateCancellationRate", label: "Cancelled late", format: "percent", mark: "line", axis: "left" },
    ],
    rows: cancellations.map((week) => ({ category: weekLabel(week.monday), values: { cancellationRate: week.cancellationRate, lateCancellationRate: week.lateCancellationRate } })),
  };
}

function ratingsChart({ ratings, rangeLabel }: Insights): ChartSpec {
  const best = ratings[0];
  return {
    id: "ratings",
    title: "Average rating by cleaner",
    description: "Satisfaction polls answered in the range, by the cleaner of the visit (1 to 5).",
    summary:
      ratings.length === 0
        ? `Average rating by cleaner, ${rangeLabel}: no polls answered.`
        : `Average rating by cleaner, ${rangeLabel}: ${formatValue(ratings.length, "count")} cleaners rated, highest ${best?.name} at ${formatValue(best?.average ?? null, "rating")}.`,
    categoryLabel: "Cleaner",
    layout: "rows",
    series: [
      { key: "average", label: "Average rating", format: "rating", mark: "bar", axis: "left" },
      { key: "answers", label: "Polls answered", format: "count", mark: "bar", axis: "right" },
    ],
    rows: ratings.map((rating) => ({ category: rating.name, values: { average: rating.average, answers: rating.answers } })),
  };
}

function leadChart({ leads, rangeLabel }: Insights): ChartSpec {
  return {
    id: "lead-sources",
    title: "Where enquiries came from",
    description: "New leads by the way they reached us.",
    summary: `Lead sources, ${rangeLabel}: ${leads.map((lead) => `${lead.label} ${formatValue(lead.leads, "count")}`).join(", ")}.`,
    categoryLabel: "Source",
    layout: "rows",
    series: [{ key: "leads", label: "Leads", format: "count", mark: "bar", axis: "left" }],
    rows: leads.map((lead) => ({ category: lead.label, values: { leads: lead.leads } })),
  };
}

function funnelChart({ funnel, rangeLabel }: Insights): ChartSpec {
  return {
    id: "funnel",
    title: "Booking funnel",
    description: `Each stage counted in the range on its own. ${formatValue(funnel.savedThenBooked, "count")} of the quotes saved went on to book.`,
    summary: `Booking funnel, ${rangeLabel}: ${funnel.steps.map((step) => `${step.label} ${formatValue(step.count, "count")}`).join(", ")}.`,
    categoryLabel: "Stage",
    layout: "rows",
    series: [{ key: "count", label: "Count", format: "count", mark: "bar", axis: "left" }],
    rows: funnel.steps.map((step) => ({ category: step.label, values: { count: step.count } })),
  };
}

export function chartSpecs(insights: Insights): ChartSpec[] {
  return [revenueChart(insights), repeatChart(insights), cancellationChart(insights), ratingsChart(insights), leadChart(insights), funnelChart(insights)];
}
