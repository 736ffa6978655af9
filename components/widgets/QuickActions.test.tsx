import { fireEvent, render, screen } from "@testing-library/react";
import { ShellTextProvider } from "@/components/i18n/ShellWords";
import { shellTextIn } from "@/components/i18n/shell-text";
import { QuickActions } from "./QuickActions";

function renderWidget() {
  render(
    <ShellTextProvider value={shellTextIn("en")}>
      <p>Page content</p>
      <QuickActions phoneHref="tel:+12125550147" email="hello@boroughbright.nyc" callLabel="Call (212) 555-0147" emailLabel="Email hello@boroughbright.nyc" />
    </ShellTextProvider>,
  );
  return screen.getByRole("button", { name: /Quick Actions/ });
}

describe("QuickActions", () => {
  it("starts collapsed behind its side toggle", () => {
    const toggle = renderWidget();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Book Now" })).not.toBeInTheDocument();
  });

  it("expands into Book Now, Call and Email with the configured contacts", () => {
    const toggle = renderWidget();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Book Now" })).toHaveAttribute("href", "/booking");
    expect(screen.getByRole("link", { name: "Call (212) 555-0147" })).toHaveAttribute("href", "tel:+12125550147");
    expect(screen.getByRole("link", { name: "Email hello@boroughbright.nyc" })).toHaveAttribute("href", "mailto:hello@boroughbright.nyc");
  });

  it("collapses on a click outside it, not on one inside it", () => {
    const toggle = renderWidget();
    fireEvent.click(toggle);
    fireEvent.click(screen.getByText("Quick Actions", { selector: "p" }));
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(screen.getByText("Page content"));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("collapses on Escape and gives focus back to the toggle", () => {
    const toggle = renderWidget();
    fireEvent.click(toggle);
    screen.getByRole("link", { name: "Book Now" }).focus();
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("collapses when an action is chosen", () => {
    const toggle = renderWidget();
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole("link", { name: "Call (212) 555-0147" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});
