import { render, screen, within } from "@testing-library/react";
import { describeSeries, seriesOverview } from "@/lib/booking/series/series-overview";
import { parseIsoDate } from "@/lib/kernel/time/calendar-date";
import { newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";
import { DEFAULT_CLOSING_CALENDAR } from "@/lib/settings/closing-calendar";
import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";
import { RecurringVisits } from "./RecurringVisits";

function nyTime(date: string, hour: number): Date {
  const day = parseIsoDate(date);
  if (!day) throw new Error(`bad date ${date}`);
  return newYorkWallTimeToUtc(day, hour);
}

describe("RecurringVisits on the booking confirmation", () => {
  it("says how often, lists the next visits with their prices and names the skipped holiday", () => {
    // A weekly Friday series from 18 December 2026 steps over Christmas and New Year's Day.
    const overview = seriesOverview({
      anchor: nyTime("2026-12-18", 10),
      frequency: "weekly",
      request: { service: "residential-cleaning", bedrooms: 1, bathrooms: 1, extras: [], frequency: "weekly" },
      first: { totalCents: 10_000, offerName: "Welcome" },
      settings: { priceTable: DEFAULT_PRICE_TABLE, closing: DEFAULT_CLOSING_CALENDAR },
    });
    if (!overview) throw new Error("no overview");
    render(<RecurringVisits series={describeSeries(overview)} />);
    const section = screen.getByRole("region", { name: "Your recurring visits" });
    expect(section).toHaveTextContent("Every week, on Fridays at 10:00 AM.");
    const rows = within(screen.getByRole("table", { name: /next visits/ })).getAllByRole("row").slice(1);
    // $140 less 20% = $112, tax $9.94.
    expect(rows.map((row) => row.textContent)).toEqual([
      "Friday, December 18, 2026 at 10:00 AMwith your Welcome offer$100",
      "Friday, January 8, 2027 at 10:00 AM$121.94",
      "Friday, January 15, 2027 at 10:00 AM$121.94",
      "Friday, January 22, 2027 at 10:00 AM$121.94",
    ]);
    expect(section).toHaveTextContent("No visit on Friday, December 25, 2026 (Christmas Day): we are closed that day.");
    expect(section).toHaveTextContent("No visit on Friday, January 1, 2027 (New Year's Day): we are closed that day.");
  });
});
