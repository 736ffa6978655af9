/** The owner's figures over a range (docs/product.md, "The owner's charts"): one aggregate query each, run together. */
import type { Database } from "@/lib/platform/db";
import { formatCalendarDate } from "@/lib/kernel/format/date-time";
import { addDays, parseIsoDate } from "@/lib/kernel/time/calendar-date";
import { bookingFunnel, type BookingFunnel } from "./booking-funnel";
import { cancellationRates, type CancellationPoint } from "./cancellations";
import { ratingsByCleaner, type CleanerRating } from "./cleaner-ratings";
import { repeatCustomers, seriesChurn, type RepeatSummary, type SeriesChurn } from "./customer-retention";
import { leadSources, type LeadSourceCount } from "./lead-sources";
import type { InsightRange } from "./range";
import { revenueAndVisits, type RevenuePoint } from "./revenue-visits";

export interface Insights {
  /** "Mar 2 – May 31, 2026": the whole weeks shown. */
  rangeLabel: string;
  revenue: RevenuePoint[];
  repeat: RepeatSummary;
  churn: SeriesChurn;
  cancellations: CancellationPoint[];
  ratings: CleanerRating[];
  leads: LeadSourceCount[];
  funnel: BookingFunnel;
}

function rangeLabel(range: InsightRange): string {
  const first = parseIsoDate(range.weeks[0]?.monday ?? "");
  const lastMonday = parseIsoDate(range.weeks.at(-1)?.monday ?? "");
  if (!first || !lastMonday) return "";
  return `${formatCalendarDate(first, "longDate")} to ${formatCalendarDate(addDays(lastMonday, 6), "longDate")}`;
}

export async function loadInsights(db: Database, range: InsightRange): Promise<Insights> {
  const [revenue, repeat, churn, cancellations, ratings, leads, funnel] = await Promise.all([
    revenueAndVisits(db, range),
    repeatCustomers(db, range),
    seriesChurn(db, range),
    cancellationRates(db, range),
    ratingsByCleaner(db, range),
    leadSources(db, range),
    bookingFunnel(db, range),
  ]);
  return { rangeLabel: rangeLabel(range), revenue, repeat, churn, cancellations, ratings, leads, funnel };
}
