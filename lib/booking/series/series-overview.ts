import { formatUsd } from "@/lib/kernel/money";
import { closureOn, holidaySurchargeAt, type ClosingCalendar } from "@/lib/settings/closing-calendar";
import type { Frequency, PriceTable } from "@/lib/settings/price-table";
import { newYorkIsoDateOf } from "@/lib/kernel/time/new-york";
import { formatInNewYork } from "@/lib/kernel/format/date-time";
import { formatVisitDate, formatVisitDateTime, formatVisitTime } from "../booking-time";
import { computeQuote } from "../pricing";
import { isRecurring, occurrenceStart, type RecurringFrequency } from "./series-dates";

/**
 * A recurring booking told plainly (issue #24; docs/product.md#recurring-visits): how often, the
 * first visits with their prices, and the days we are closed that the series steps over. Pure:
 * the dates follow from the first visit (the anchor), so no clock is read; the confirmation page
 * and the booking-received email show the same overview.
 *
 * The first visit's price is the order's own (it may carry an offer, used once); the others are
 * the series request priced as extend-series.ts will price them: with the frequency discount,
 * and an open holiday's surcharge on that day. Visits on closed days are skipped, not moved.
 */

const CADENCE: Readonly<Record<RecurringFrequency, string>> = {
  weekly: "every week",
  biweekly: "every two weeks",
  monthly: "every four weeks",
};

/** The first visit plus this many more: enough to see the rhythm and the prices. */
const VISITS_SHOWN = 4;
/** A year of occurrences at most: a calendar that closes everything must not loop forever. */
const OCCURRENCES_LOOKED_AT = 60;

export interface SeriesVisitLine {
  startsAt: Date;
  totalCents: number;
  /** The offer this visit carries (the first visit only), or null. */
  offerName: string | null;
  /** The open holiday whose surcharge this visit carries, or null. */
  holiday: string | null;
}

export interface SkippedVisit {
  startsAt: Date;
  /** The holiday's name or the reason staff gave; null when they gave none. */
  reason: string | null;
}

export interface SeriesOverview {
  frequency: RecurringFrequency;
  cadence: string;
  visits: SeriesVisitLine[];
  /** Closed days the series falls on before the last visit listed. */
  skipped: SkippedVisit[];
}

export interface SeriesOverviewInput {
  /** The first visit's start. */
  anchor: Date;
  frequency: Frequency;
  /** The request every visit repeats (the series template's). */
  request: unknown;
  /** The first visit as booked. */
  first: { totalCents: number; offerName: string | null };
  settings: { priceTable: PriceTable; closing: ClosingCalendar };
}

export function seriesOverview(input: SeriesOverviewInput): SeriesOverview | null {
  const { anchor, frequency, settings } = input;
  if (!isRecurring(frequency)) return null;
  const visits: SeriesVisitLine[] = [{ startsAt: anchor, totalCents: input.first.totalCents, offerName: input.first.offerName, holiday: null }];
  const skipped: SkippedVisit[] = [];
  for (let occurrence = 1; occurrence < OCCURRENCES_LOOKED_AT && visits.length < VISITS_SHOWN; occurrence += 1) {
    const startsAt = occurrenceStart(anchor, frequency, occurrence);
    const closure = closureOn(newYorkIsoDateOf(startsAt), settings.closing);
    if (closure) {
      skipped.push({ startsAt, reason: closure.kind === "holiday" ? closure.label : closure.reason });
      continue;
    }
    const holidaySurcharge = holidaySurchargeAt(startsAt, settings.closing);
    const priced = computeQuote(input.request, settings.priceTable, { holidaySurcharge });
    // The request priced when it was booked; a price table changed since may refuse it: list no prices then.
    if (!priced.ok) return { frequency, cadence: CADENCE[frequency], visits: visits.slice(0, 1), skipped: [] };
    visits.push({ startsAt, totalCents: priced.quote.totalCents, offerName: null, holiday: holidaySurcharge?.holiday ?? null });
  }
  return { frequency, cadence: CADENCE[frequency], visits, skipped };
}

/** The overview in sentences, as the confirmation page and the email print it. */
export interface SeriesOverviewText {
  /** "Every two weeks, on Thursdays at 9:00 AM." */
  cadence: string;
  visits: Array<{ when: string; price: string; note: string | null }>;
  /** "No visit on Thursday, November 26, 2026 (Thanksgiving Day): we are closed that day." */
  skipped: string[];
}

export function describeSeries(overview: SeriesOverview): SeriesOverviewText {
  const first = overview.visits[0];
  const weekday = first ? `, on ${formatInNewYork(first.startsAt, "weekdayName")}s at ${formatVisitTime(first.startsAt)}` : "";
  const cadence = `${overview.cadence.charAt(0).toUpperCase()}${overview.cadence.slice(1)}${weekday}.`;
  return {
    cadence,
    visits: overview.visits.map((visit) => ({
      when: formatVisitDateTime(visit.startsAt),
      price: formatUsd(visit.totalCents),
      note: visit.offerName ? `with your ${visit.offerName} offer` : visit.holiday ? `includes the ${visit.holiday} holiday surcharge` : null,
    })),
    skipped: overview.skipped.map((day) => `No visit on ${formatVisitDate(day.startsAt)}${day.reason ? ` (${day.reason})` : ""}: we are closed that day.`),
  };
}
