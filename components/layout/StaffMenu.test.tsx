import Link from "next/link";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { staffAreasFor } from "@/lib/auth/staff-areas";
import { HeaderMenusProvider } from "./header-menus";
import { StaffMenu } from "./StaffMenu";

let pathname = "/cleaner/cabinet/jobs/0b6f1d3c-5b7a-4e59-9a51-0d5d2c1f4e10";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

function renderMenu(role: "Cleaner" | "Admin") {
  return render(
    <HeaderMenusProvider>
      <StaffMenu areas={staffAreasFor(role)} links={<Link href="/">Back to the site</Link>} />
      <p>The day&apos;s jobs</p>
    </HeaderMenusProvider>,
  );
}

describe("the staff header's menu", () => {
  beforeEach(() => {
    pathname = "/cleaner/cabinet/jobs/0b6f1d3c-5b7a-4e59-9a51-0d5d2c1f4e10";
  });

  it("names the current area in the header row and marks it in the one Staff navigation", () => {
    renderMenu("Admin");
    expect(screen.getByTestId("staff-section-title")).toHaveTextContent("My jobs");
    const nav = screen.getByRole("navigation", { name: "Staff" });
    expect(within(nav).getByRole("link", { name: "My jobs" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Admin panel" })).not.toHaveAttribute("aria-current");
    expect(screen.getAllByRole("navigation")).toHaveLength(1);
  });

  it("opens the areas and the way back to the site from a 44 px button, and closes on Escape with focus back on it", () => {
    renderMenu("Cleaner");
    const button = screen.getByRole("button", { name: "Open staff menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveClass("h-11", "w-11");
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(panel).toHaveClass("hidden");
    expect(panel).toContainElement(screen.getByRole("link", { name: "Back to the site" }));

    fireEvent.click(button);
    expect(screen.getByRole("button", { name: "Close staff menu" })).toHaveAttribute("aria-expanded", "true");
    expect(panel).not.toHaveClass("hidden");
    fireEvent.keyDown(screen.getByRole("link", { name: "My jobs" }), { key: "Escape" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("closes when the cleaner taps elsewhere on the page or picks an area", () => {
    renderMenu("Cleaner");
    const button = screen.getByRole("button", { name: "Open staff menu" });
    fireEvent.click(button);
    fireEvent.click(screen.getByText("The day's jobs"));
    expect(button).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(button);
    fireEvent.click(screen.getByRole("link", { name: "My jobs" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("falls back to a plain title on a staff page outside the areas", () => {
    pathname = "/somewhere-else";
    renderMenu("Cleaner");
    expect(screen.getByTestId("staff-section-title")).toHaveTextContent("Staff");
  });
});
