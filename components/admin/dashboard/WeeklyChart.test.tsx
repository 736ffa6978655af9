import { render, screen } from "@testing-library/react";
import { axisMax, niceMax, WeeklyChart } from "./WeeklyChart";

const weeks = [
  { monday: "2026-02-23", bookings: 3, revenueCents: 45_000 },
  { monday: "2026-03-02", bookings: 7, revenueCents: 120_050 },
];

describe("WeeklyChart", () => {
  it("is an image with a text alternative, and the numbers as a table", () => {
    const { container } = render(<WeeklyChart weeks={weeks} />);
    const chart = screen.getByRole("img", { name: "Bookings and booked revenue by week" });
    expect(chart).toHaveAccessibleDescription(/10 bookings and \$1,650.50 booked over 2 weeks/);
    expect(container.querySelectorAll("rect")).toHaveLength(2);
    expect(screen.getByRole("rowheader", { name: "Mar 2" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "$1,200.50" })).toBeInTheDocument();
  });

  it("rounds axis maxima up to 1, 2 or 5 times a power of ten", () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(13)).toBe(20);
    expect(niceMax(120_050)).toBe(200_000);
    expect(niceMax(5_000)).toBe(5_000);
  });

  it("splits each axis into four round steps", () => {
    expect(axisMax(0)).toBe(4);
    expect(axisMax(8)).toBe(8);
    expect(axisMax(9)).toBe(20);
    expect(axisMax(2_743.68)).toBe(4_000);
  });
});
