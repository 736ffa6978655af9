import { fireEvent, render, screen } from "@testing-library/react";
import { IntentLink } from "./IntentLink";

describe("IntentLink", () => {
  it("renders a link to its page with prefetching off while it is only shown", () => {
    render(<IntentLink href="/services/brooklyn-cleaning">Brooklyn</IntentLink>);
    const link = screen.getByRole("link", { name: "Brooklyn" });
    expect(link).toHaveAttribute("href", "/services/brooklyn-cleaning");
    expect(link).toHaveAttribute("data-prefetch", "off");
  });

  it.each([
    ["the pointer moves over it", (link: HTMLElement) => fireEvent.mouseEnter(link)],
    ["a touch starts on it", (link: HTMLElement) => fireEvent.touchStart(link)],
    ["it takes keyboard focus", (link: HTMLElement) => fireEvent.focus(link)],
  ])("turns prefetching on when %s, and still runs the caller's handler", (_when, act) => {
    const handlers = { onMouseEnter: jest.fn(), onTouchStart: jest.fn(), onFocus: jest.fn() };
    render(
      <IntentLink href="/booking" {...handlers}>
        Book Now
      </IntentLink>,
    );
    const link = screen.getByRole("link", { name: "Book Now" });
    act(link);
    expect(link).toHaveAttribute("data-prefetch", "intent");
    expect(Object.values(handlers).filter((handler) => handler.mock.calls.length > 0)).toHaveLength(1);
  });
});
