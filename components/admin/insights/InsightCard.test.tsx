import { render, screen, within } from "@testing-library/react";
import { formatValue } from "@/lib/admin/insights/chart-format";
import { chartSpecs } from "@/lib/admin/insights/chart-specs";
import type { Insights } from "@/lib/admin/insights/insights";
import { InsightCard } from "./InsightCard";

const INSIGHTS: Insights = {
  rangeLabel: "March 2, 2026 to March 15, 2026",
  revenue: [
    { monday: "2026-03-02", visits: 12, revenueCents: 187_550 },
    { monday: "2026-03-09", visits: 9, revenueCents: 140_000 },
  ],
  repeat: {
    weeks: [
      { monday: "2026-03-02", customers: 10, repeatCustomers: 7, repeatRate: 0.7 },
      { monday: "2026-03-09", customers: 0, repeatCustomers: 0, repeatRate: null },
    ],
    customers: 14,
    repeatCustomers: 9,
    repeatRate: 9 / 14,
  },
  churn: { activeAtStart: 40, stopped: 2, lapsed: 1, churnRate: 3 / 40 },
  cancellations: [
    { monday: "2026-03-02", visits: 16, cancelled: 4, lateCancelled: 1, cancellationRate: 0.25, lateCancellationRate: 0.0625 },
    { monday: "2026-03-09", visits: 10, cancelled: 1, lateCancelled: 0, cancellationRate: 0.1, lateCancellationRate: 0 },
  ],
  ratings: [
    { cleanerId: "c1", name: "Xiomara Reyes", answers: 8, average: 4.875 },
    { cleanerId: "c2", name: "Yusuf Okafor", answers: 3, average: 4 },
  ],
  leads: [
    { source: "free-estimate", label: "Free-estimate request", leads: 6 },
    { source: "contact-message", label: "Contact-form message", leads: 2 },
    { source: "text-message", label: "Text message", leads: 1 },
    { source: "saved-quote", label: "Quote saved in the booking form", leads: 5 },
  ],
  funnel: {
    steps: [
      { stage: "started", label: "Booking form priced", count: 1_240 },
      { stage: "saved", label: "Quote saved", count: 5 },
      { stage: "emailed", label: "Quote emailed", count: 4 },
      { stage: "booked", label: "Booked", count: 31 },
    ],
    savedThenBooked: 2,
  },
};

// The picture is drawn in the browser only; here the slot shows its placeholder, as before the script loads.
jest.mock("./InsightChartSlot", () => ({ InsightChartSlot: () => null }));

describe("InsightCard", () => {
  it.each(chartSpecs(INSIGHTS).map((spec) => [spec.id, spec] as const))("shows the %s chart's numbers as a table, the same as the chart's rows", (_, spec) => {
    render(<InsightCard spec={spec} />);
    expect(screen.getByRole("heading", { level: 3, name: spec.title })).toBeInTheDocument();
    expect(screen.getByText("Show as table").tagName).toBe("SUMMARY");
    const table = screen.getByRole("table", { name: spec.summary });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent))).toEqual(
      spec.rows.map((row) => [row.category, ...spec.series.map((series) => formatValue(row.values[series.key] ?? null, series.format))]),
    );
  });

  it("prints the hand-worked figures", () => {
    const [revenue, repeat, , ratings, , funnel] = chartSpecs(INSIGHTS);
    const cells = (spec: typeof revenue) => {
      const { unmount } = render(<InsightCard spec={spec!} />);
      const text = [...screen.getByRole("table").querySelectorAll("tbody th, tbody td")].map((cell) => cell.textContent);
      unmount();
      return text;
    };
    expect(cells(revenue)).toEqual(["Mar 2", "12", "$1,875.50", "Mar 9", "9", "$1,400"]);
    expect(cells(repeat)).toEqual(["Mar 2", "10", "70.0 %", "Mar 9", "0", "–"]);
    expect(cells(ratings)).toEqual(["Xiomara Reyes", "4.88", "8", "Yusuf Okafor", "4.00", "3"]);
    expect(cells(funnel)).toEqual(["Booking form priced", "1,240", "Quote saved", "5", "Quote emailed", "4", "Booked", "31"]);
  });
});
