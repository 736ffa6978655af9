import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { DatePicker } from "./DatePicker";

function Harness({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <p id="label">Date</p>
      <DatePicker value={value} onChange={setValue} earliest="2026-03-03" latest="2026-05-31" labelId="label" />
      <output>{value ?? "none"}</output>
    </>
  );
}

const day = (label: RegExp) => screen.getByRole("button", { name: label });

describe("DatePicker", () => {
  it("offers only the bookable dates of the month", () => {
    render(<Harness />);
    expect(screen.getByRole("grid", { name: "March 2026" })).toBeInTheDocument();
    expect(day(/^Monday, March 2, 2026, not available$/)).toBeDisabled();
    expect(day(/^Tuesday, March 3, 2026$/)).toBeEnabled();
    expect(screen.getByRole("button", { name: "Previous month" })).toBeDisabled();
  });

  it("moves with the keyboard and chooses with Enter", () => {
    render(<Harness />);
    const first = day(/^Tuesday, March 3, 2026$/);
    expect(first).toHaveAttribute("tabindex", "0");
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowRight" });
    expect(day(/^Wednesday, March 4, 2026$/)).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowDown" });
    expect(day(/^Wednesday, March 11, 2026$/)).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowLeft" });
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowUp" });
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowUp" });
    // Clamped to the earliest bookable date.
    expect(day(/^Tuesday, March 3, 2026$/)).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: "PageDown" });
    expect(screen.getByRole("grid", { name: "April 2026" })).toBeInTheDocument();
    expect(day(/^Friday, April 3, 2026$/)).toHaveFocus();
    fireEvent.click(day(/^Friday, April 3, 2026$/));
    expect(screen.getByText("2026-04-03")).toBeInTheDocument();
    expect(day(/^Friday, April 3, 2026$/)).toHaveAttribute("aria-pressed", "true");
  });

  it("opens on the chosen date's month and stops at the last bookable month", () => {
    render(<Harness initial="2026-05-20" />);
    expect(screen.getByRole("grid", { name: "May 2026" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next month" })).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "Previous month" }));
    expect(screen.getByRole("grid", { name: "April 2026" })).toBeInTheDocument();
  });

  it("marks a closed day with its reason and does not choose it, while the keyboard can still pass over it", () => {
    const onChange = jest.fn();
    render(
      <>
        <p id="label">Date</p>
        <DatePicker value={null} onChange={onChange} earliest="2026-03-03" latest="2026-05-31" labelId="label" closedOn={(date) => (date === "2026-03-05" ? "Staff training day" : null)} />
      </>,
    );
    const closed = day(/^Thursday, March 5, 2026, closed: Staff training day$/);
    expect(closed).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(closed);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(day(/^Friday, March 6, 2026$/));
    expect(onChange).toHaveBeenCalledWith("2026-03-06");
  });
});
