import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { dateStripDays } from "@/lib/booking/date-strip";
import { closingWith } from "@/lib/settings/test-support";
import { DateStrip } from "./DateStrip";

/** Thanksgiving week 2026 as the server hands it in on Wednesday, November 25: Thanksgiving (26th) closed by default, staff closed the 27th. */
const DAYS = dateStripDays({ earliest: "2026-11-26", latest: "2027-02-23" }, closingWith({}, [{ date: "2026-11-27", reason: "Team day" }, { date: "2026-12-03", reason: "Staff training" }]));

function Harness({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <p id="label">Date</p>
      <DateStrip days={DAYS} value={value} onChange={setValue} labelId="label" />
      <output>{value ?? "none"}</output>
    </>
  );
}

const group = () => screen.getByRole("radiogroup", { name: "Date" });

describe("DateStrip", () => {
  it("opens on the first bookable day, not on the closed days before it", () => {
    render(<Harness />);
    const days = within(group()).getAllByRole("radio");
    expect(days[0]).toHaveAccessibleName("Saturday, November 28");
    expect(screen.queryByRole("radio", { name: /November 26/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: /November 27/ })).not.toBeInTheDocument();
    expect(days.at(-1)).toHaveAccessibleName("Tuesday, February 23");
    // No day is chosen for the customer; every open day can be.
    expect(days.filter((day) => (day as HTMLInputElement).checked)).toHaveLength(0);
  });

  it("names a closed day further on, which cannot be chosen", () => {
    render(<Harness />);
    const closed = screen.getByRole("radio", { name: "Thursday, December 3: Staff training — closed" });
    expect(closed).toBeDisabled();
    expect(closed.closest("div")).toHaveTextContent("Staff training — closed");
    fireEvent.click(closed);
    expect(document.querySelector("output")?.textContent).toBe("none");
  });

  it("chooses a day by click, and shows it chosen", () => {
    render(<Harness />);
    fireEvent.click(screen.getByText("Tuesday, December 1"));
    expect(screen.getByText("2026-12-01")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Tuesday, December 1" })).toBeChecked();
  });

  it("pages a week with Page Down and Page Up, skipping a closed day, and goes to the ends with Home and End", () => {
    render(<Harness initial="2026-11-28" />);
    const start = screen.getByRole("radio", { name: "Saturday, November 28" });
    start.focus();
    fireEvent.keyDown(start, { key: "PageDown" });
    expect(screen.getByText("2026-12-05")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Saturday, December 5" })).toHaveFocus();
    // A week back from Thursday, December 10 is the closed December 3: the open day before it.
    fireEvent.click(screen.getByRole("radio", { name: "Thursday, December 10" }));
    fireEvent.keyDown(screen.getByRole("radio", { name: "Thursday, December 10" }), { key: "PageUp" });
    expect(screen.getByText("2026-12-02")).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement as Element, { key: "End" });
    expect(screen.getByText("2027-02-23")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Tuesday, February 23" })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: "Home" });
    expect(screen.getByText("2026-11-28")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Saturday, November 28" })).toHaveFocus();
  });

  it("has buttons for earlier and later dates", () => {
    render(<Harness />);
    expect(screen.getByRole("button", { name: "Later dates" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Earlier dates" })).toBeDisabled();
  });
});
