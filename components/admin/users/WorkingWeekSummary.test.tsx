import { render, screen } from "@testing-library/react";
import { FULL_WORKING_WEEK } from "@/lib/booking/availability/working-week";
import { WorkingWeekSummary } from "./WorkingWeekSummary";

/** The week as the cleaner reads it in the cabinet (docs/product.md#cleaners-availability). */
describe("WorkingWeekSummary", () => {
  it("names the boroughs and each day's hours, or a day off", () => {
    render(<WorkingWeekSummary boroughs={["Brooklyn", "Queens"]} workingWeek={[{ start: 9 * 60 + 30, end: 17 * 60 }, ...FULL_WORKING_WEEK.slice(1, 6), null]} />);
    expect(screen.getByText(/Brooklyn, Queens/)).toBeInTheDocument();
    expect(screen.getByText("Monday").nextSibling).toHaveTextContent("9:30 AM – 5:00 PM");
    expect(screen.getByText("Tuesday").nextSibling).toHaveTextContent("8:00 AM – 7:00 PM");
    expect(screen.getByText("Sunday").nextSibling).toHaveTextContent("Day off");
  });
});
