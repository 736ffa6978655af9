/**
 * Recurring visits told plainly (issue #24): the cadence in words, the next visits with their
 * prices (only the first carries the offer) and the holidays skipped. Time is an input: every
 * case is a fixed anchor, including series that cross Thanksgiving and Christmas 2026.
 */
import { DEFAULT_CLOSING_CALENDAR } from "@/lib/settings/closing-calendar";
import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";
import { closingWith } from "@/lib/settings/test-support";
import { nyTime } from "../test-support";
import { describeSeries, seriesOverview } from "./series-overview";

const settings = { priceTable: DEFAULT_PRICE_TABLE, closing: DEFAULT_CLOSING_CALENDAR };
const request = (frequency: string) => ({ service: "residential-cleaning", bedrooms: 2, bathrooms: 1, extras: [], frequency });

describe("a recurring booking told plainly", () => {
  it("names the cadence, lists the next visits with their prices and skips Thanksgiving by name", () => {
    // Thursday 12 November 2026, 9:00: every two weeks falls on Thanksgiving (26 November).
    const anchor = nyTime("2026-11-12", 9);
    const overview = seriesOverview({ anchor, frequency: "biweekly", request: request("biweekly"), first: { totalCents: 15_000, offerName: "Welcome" }, settings });
    if (!overview) throw new Error("no overview");
    expect(overview.cadence).toBe("every two weeks");
    // $175 less 15% for every two weeks = $148.75, tax $13.20.
    expect(overview.visits.map((visit) => [visit.startsAt.toISOString(), visit.totalCents, visit.offerName])).toEqual([
      [anchor.toISOString(), 15_000, "Welcome"],
      [nyTime("2026-12-10", 9).toISOString(), 16_195, null],
      [nyTime("2026-12-24", 9).toISOString(), 16_195, null],
      [nyTime("2027-01-07", 9).toISOString(), 16_195, null],
    ]);
    expect(overview.skipped.map((day) => [day.startsAt.toISOString(), day.reason])).toEqual([[nyTime("2026-11-26", 9).toISOString(), "Thanksgiving Day"]]);
  });

  it("skips Christmas and New Year's Day on a weekly Friday series, and keeps 9:00 across the year end", () => {
    const anchor = nyTime("2026-12-18", 9);
    const overview = seriesOverview({ anchor, frequency: "weekly", request: request("weekly"), first: { totalCents: 16_000, offerName: null }, settings });
    expect(overview?.cadence).toBe("every week");
    expect(overview?.visits.map((visit) => visit.startsAt.toISOString())).toEqual(["2026-12-18", "2027-01-08", "2027-01-15", "2027-01-22"].map((date) => nyTime(date, 9).toISOString()));
    expect(overview?.skipped.map((day) => day.reason)).toEqual(["Christmas Day", "New Year's Day"]);
  });

  it("prices a visit on an open holiday the company surcharges with the surcharge, and names it", () => {
    const anchor = nyTime("2026-10-28", 10);
    const closing = closingWith({ "veterans-day": { closed: false, surchargePercent: 15 } });
    const overview = seriesOverview({ anchor, frequency: "biweekly", request: request("biweekly"), first: { totalCents: 16_195, offerName: null }, settings: { ...settings, closing } });
    const veterans = overview?.visits.find((visit) => visit.startsAt.getTime() === nyTime("2026-11-11", 10).getTime());
    // $175 + 15% = $201.25, less 15% ($30.19) = $171.06, tax $15.18.
    expect(veterans).toMatchObject({ totalCents: 18_624, holiday: "Veterans Day" });
    expect(overview?.skipped).toEqual([]);
  });

  it("says every four weeks for monthly, and nothing for a one-time visit", () => {
    expect(seriesOverview({ anchor: nyTime("2026-03-10", 9), frequency: "monthly", request: request("monthly"), first: { totalCents: 1, offerName: null }, settings })?.cadence).toBe("every four weeks");
    expect(seriesOverview({ anchor: nyTime("2026-03-10", 9), frequency: "one-time", request: request("one-time"), first: { totalCents: 1, offerName: null }, settings })).toBeNull();
  });

  it("reads as sentences for the page and the email", () => {
    const overview = seriesOverview({ anchor: nyTime("2026-11-12", 9), frequency: "biweekly", request: request("biweekly"), first: { totalCents: 15_000, offerName: "Welcome" }, settings });
    if (!overview) throw new Error("no overview");
    expect(describeSeries(overview)).toEqual({
      cadence: "Every two weeks, on Thursdays at 9:00 AM.",
      visits: [
        { when: "Thursday, November 12, 2026 at 9:00 AM", price: "$150", note: "with your Welcome offer" },
        { when: "Thursday, December 10, 2026 at 9:00 AM", price: "$161.95", note: null },
        { when: "Thursday, December 24, 2026 at 9:00 AM", price: "$161.95", note: null },
        { when: "Thursday, January 7, 2027 at 9:00 AM", price: "$161.95", note: null },
      ],
      skipped: ["No visit on Thursday, November 26, 2026 (Thanksgiving Day): we are closed that day."],
    });
  });
});
