import { render, screen } from "@testing-library/react";
import { NextSteps } from "./NextSteps";

const props = { email: "dana@example.test", phone: "(212) 555-0147", phoneHref: "tel:+12125550147" };
const now = new Date("2026-03-02T15:00:00.000Z"); // Monday 10:00 in New York

describe("NextSteps on the confirmation page", () => {
  it("promises the business-day confirmation, the reminder the day before and online changes for a visit days away", () => {
    render(<NextSteps start={new Date("2026-03-10T14:00:00.000Z")} now={now} {...props} />);
    const section = screen.getByRole("region", { name: "What happens next" });
    expect(section).toHaveTextContent("usually within one business day");
    expect(section).toHaveTextContent("The day before, on Monday, March 9, 2026, we send a reminder.");
    expect(section).toHaveTextContent("Reschedule or cancel online until 24 hours before the visit");
  });

  it("says a visit tomorrow morning is confirmed before it starts and changed by phone, with no reminder dated today", () => {
    render(<NextSteps start={new Date("2026-03-03T13:00:00.000Z")} now={now} {...props} />);
    const section = screen.getByRole("region", { name: "What happens next" });
    expect(section).toHaveTextContent("less than 24 hours away");
    expect(section).not.toHaveTextContent(/business day|reminder|online until/);
    expect(screen.getByRole("link", { name: "(212) 555-0147" })).toHaveAttribute("href", "tel:+12125550147");
  });
});
