import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { BOOKING_CHANGED_EVENT, BOOKING_STORAGE_KEY } from "@/lib/booking/saved-booking-signal";
import { ShellTextProvider } from "@/components/i18n/ShellWords";
import { shellTextIn } from "@/components/i18n/shell-text";
import { ContinueBookingWidget } from "./ContinueBookingWidget";

/** The widget inside the public frame's words, as PublicShell renders it. */
function Widget() {
  return (
    <ShellTextProvider value={shellTextIn("en")}>
      <ContinueBookingWidget />
    </ShellTextProvider>
  );
}

let pathname = "/about";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

const save = (progress: string) => window.localStorage.setItem(BOOKING_STORAGE_KEY, JSON.stringify({ bookingProgress: progress, idempotencyKey: "k".repeat(36) }));

describe("ContinueBookingWidget", () => {
  beforeEach(() => {
    window.localStorage.clear();
    pathname = "/about";
  });

  it("shows the saved booking, expanded, with Continue to /booking", () => {
    save("step-2");
    render(<Widget />);
    expect(screen.getByRole("heading", { name: "Continue Booking" })).toBeInTheDocument();
    expect(screen.getByText("Your booking is saved")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/booking");
  });

  it.each([
    ["no saved data", null, "/about"],
    ["a completed booking", "completed", "/about"],
    ["the booking page", "step-3", "/booking"],
    ["the confirmation page", "step-3", "/booking-confirmation"],
  ])("stays hidden with %s", (_label, progress, path) => {
    if (progress) save(progress);
    pathname = path;
    const { container } = render(<Widget />);
    expect(container).toBeEmptyDOMElement();
  });

  it("renders nothing on the server", () => {
    save("step-2");
    expect(renderToString(<Widget />)).toBe("");
  });

  it("collapses to a round toggle and expands again", () => {
    save("step-4");
    render(<Widget />);
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("heading", { name: "Continue Booking" })).not.toBeInTheDocument();
    const toggle = screen.getByRole("button", { name: /Continue Booking/ });
    expect(toggle).toHaveClass("rounded-full");
    fireEvent.click(toggle);
    expect(screen.getByRole("heading", { name: "Continue Booking" })).toBeInTheDocument();
  });

  it("rechecks when the form saves in this tab and when another tab changes it", () => {
    render(<Widget />);
    expect(screen.queryByText("Your booking is saved")).not.toBeInTheDocument();
    act(() => {
      save("step-1");
      window.dispatchEvent(new Event(BOOKING_CHANGED_EVENT));
    });
    expect(screen.getByText("Your booking is saved")).toBeInTheDocument();
    act(() => {
      save("completed");
      window.dispatchEvent(new StorageEvent("storage", { key: BOOKING_STORAGE_KEY }));
    });
    expect(screen.queryByText("Your booking is saved")).not.toBeInTheDocument();
  });

  it("rechecks on navigation", () => {
    save("step-2");
    pathname = "/booking";
    const { rerender } = render(<Widget />);
    expect(screen.queryByText("Your booking is saved")).not.toBeInTheDocument();
    pathname = "/services/deep-cleaning";
    rerender(<Widget />);
    expect(screen.getByText("Your booking is saved")).toBeInTheDocument();
  });
});
