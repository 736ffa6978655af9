import { act, fireEvent, render, screen, within } from "@testing-library/react";
import type { MouseEvent } from "react";
import { ShellTextProvider } from "@/components/i18n/ShellWords";
import { shellTextIn } from "@/components/i18n/shell-text";
import { DesktopNav } from "./DesktopNav";
import { HeaderMenusProvider, useHeaderMenus } from "./header-menus";
import { MobileMenu } from "./MobileMenu";

let mockPathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname }));

/** Stands in for the account menu, which needs a session: it only has to claim the "user" menu. */
function FakeUserMenu({ stopsClicks }: { stopsClicks: boolean }) {
  const menus = useHeaderMenus();
  return (
    <div onClick={(event: MouseEvent) => stopsClicks && event.stopPropagation()}>
      <button type="button" aria-expanded={menus.isOpen("user")} onClick={() => menus.toggle("user")}>
        Account
      </button>
    </div>
  );
}

function Header({ stopsClicks = true }: { stopsClicks?: boolean }) {
  return (
    <ShellTextProvider value={shellTextIn("en")}>
      <HeaderMenusProvider>
        <DesktopNav />
        <FakeUserMenu stopsClicks={stopsClicks} />
        <MobileMenu />
        <p>Page content</p>
      </HeaderMenusProvider>
    </ShellTextProvider>
  );
}

const megaMenu = () => document.getElementById("services-menu") as HTMLElement;
const servicesToggle = () => screen.getByRole("button", { name: "Services menu" });
const burger = () => screen.getByRole("button", { name: /open menu|close menu/i });
const mobilePanel = () => document.getElementById("mobile-menu") as HTMLElement;

beforeEach(() => {
  mockPathname = "/";
});

describe("desktop Services mega-menu", () => {
  it("opens on hover with the Basics, Specialized and Service Areas columns", () => {
    render(<Header />);
    expect(megaMenu()).not.toBeVisible();
    fireEvent.mouseEnter(screen.getByTestId("services-menu-root"));
    expect(megaMenu()).toBeVisible();
    expect(servicesToggle()).toHaveAttribute("aria-expanded", "true");
    for (const [column, link, href] of [
      ["Basics", "Kitchen", "/services/residential-cleaning/kitchen"],
      ["Specialized", "Post Construction", "/services/post-construction-cleaning"],
      ["Service Areas", "Queens", "/services/queens-cleaning"],
    ] as const) {
      const list = within(megaMenu()).getByRole("list", { name: column });
      expect(within(list).getByRole("link", { name: link })).toHaveAttribute("href", href);
    }
  });

  it("stays open while the pointer cuts a corner into the panel, and closes on the first move elsewhere", () => {
    render(<Header />);
    const root = screen.getByTestId("services-menu-root");
    fireEvent.mouseEnter(root);
    // jsdom lays nothing out: the panel hangs below a 64 px header, across an 800 px window.
    jest.spyOn(megaMenu(), "getBoundingClientRect").mockReturnValue(new DOMRect(16, 64, 768, 336));
    fireEvent.mouseMove(root, { clientX: 400, clientY: 32 });
    fireEvent.mouseLeave(root, { clientX: 380, clientY: 40 });
    fireEvent.mouseMove(document, { clientX: 250, clientY: 55 });
    expect(megaMenu()).toBeVisible();
    fireEvent.mouseEnter(root);
    fireEvent.mouseMove(document, { clientX: 100, clientY: 20 });
    expect(megaMenu()).toBeVisible();

    fireEvent.mouseMove(root, { clientX: 400, clientY: 32 });
    fireEvent.mouseLeave(root, { clientX: 380, clientY: 40 });
    fireEvent.mouseMove(document, { clientX: 200, clientY: 30 });
    expect(megaMenu()).not.toBeVisible();
  });

  it("closes when the pointer leaves for somewhere that is not the panel, or leaves the window", () => {
    render(<Header />);
    const root = screen.getByTestId("services-menu-root");
    fireEvent.mouseEnter(root);
    jest.spyOn(megaMenu(), "getBoundingClientRect").mockReturnValue(new DOMRect(16, 64, 768, 336));
    fireEvent.mouseMove(root, { clientX: 400, clientY: 32 });
    fireEvent.mouseLeave(root, { clientX: 400, clientY: 2 });
    expect(megaMenu()).not.toBeVisible();

    fireEvent.mouseEnter(root);
    fireEvent.mouseLeave(root, { clientX: 380, clientY: 40 });
    expect(megaMenu()).toBeVisible();
    fireEvent.mouseLeave(document.documentElement);
    expect(megaMenu()).not.toBeVisible();
  });

  it("sends a click on Services to /service-page", () => {
    render(<Header />);
    expect(within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Services" })).toHaveAttribute("href", "/service-page");
  });

  it("toggles from the keyboard, and Escape closes it and returns focus to the toggle", () => {
    render(<Header />);
    // A keyboard activation is a click with detail 0.
    fireEvent.click(servicesToggle(), { detail: 0 });
    expect(megaMenu()).toBeVisible();
    within(megaMenu()).getByRole("link", { name: "Deep" }).focus();
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    expect(megaMenu()).not.toBeVisible();
    expect(servicesToggle()).toHaveFocus();
    fireEvent.click(servicesToggle(), { detail: 0 });
    fireEvent.click(servicesToggle(), { detail: 0 });
    expect(megaMenu()).not.toBeVisible();
  });

  it("keeps the menu a pointer hover opened open when the chevron is clicked", () => {
    render(<Header />);
    fireEvent.mouseEnter(screen.getByTestId("services-menu-root"));
    fireEvent.click(servicesToggle(), { detail: 1 });
    expect(megaMenu()).toBeVisible();
  });

  it("closes when focus leaves it", () => {
    render(<Header />);
    fireEvent.click(servicesToggle(), { detail: 0 });
    fireEvent.blur(servicesToggle(), { relatedTarget: screen.getByRole("button", { name: "Account" }) });
    expect(megaMenu()).not.toBeVisible();
  });

  it("closes on a click anywhere else in the document, not on a click inside it", () => {
    render(<Header />);
    fireEvent.click(servicesToggle(), { detail: 0 });
    fireEvent.click(megaMenu());
    expect(megaMenu()).toBeVisible();
    fireEvent.click(screen.getByText("Page content"));
    expect(megaMenu()).not.toBeVisible();
  });

  it("closes after moving to another page", () => {
    const { rerender } = render(<Header />);
    fireEvent.click(servicesToggle(), { detail: 0 });
    mockPathname = "/services/deep-cleaning";
    rerender(<Header />);
    expect(megaMenu()).not.toBeVisible();
  });

  it("marks the current page", () => {
    mockPathname = "/about";
    render(<Header />);
    expect(within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
  });
});

describe("mobile burger menu", () => {
  it("opens and closes with the burger, which reports its state", () => {
    render(<Header />);
    expect(burger()).toHaveAccessibleName("Open menu");
    expect(burger()).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(burger());
    expect(mobilePanel()).toBeVisible();
    expect(burger()).toHaveAccessibleName("Close menu");
    expect(burger()).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(burger());
    expect(mobilePanel()).not.toBeVisible();
  });

  it("expands Services and then Residential in place without closing the menu", () => {
    render(<Header />);
    fireEvent.click(burger());
    const nav = within(screen.getByRole("navigation", { name: "Mobile" }));
    const services = nav.getByRole("button", { name: "Services" });
    expect(services).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(services);
    expect(services).toHaveAttribute("aria-expanded", "true");
    expect(nav.getByRole("link", { name: "All services" })).toHaveAttribute("href", "/service-page");
    expect(nav.getByRole("link", { name: "Brooklyn" })).toBeVisible();
    expect(nav.queryByRole("link", { name: "Kitchen" })).not.toBeInTheDocument();

    fireEvent.click(nav.getByRole("button", { name: "Residential" }));
    expect(nav.getByRole("link", { name: "Kitchen" })).toHaveAttribute("href", "/services/residential-cleaning/kitchen");
    expect(nav.getByRole("link", { name: "Residential Cleaning" })).toBeVisible();
    expect(mobilePanel()).toBeVisible();

    fireEvent.click(services);
    expect(nav.queryByRole("link", { name: "Kitchen" })).not.toBeInTheDocument();
    expect(mobilePanel()).toBeVisible();
  });

  it("closes every menu on Escape and returns focus to the burger", () => {
    render(<Header />);
    fireEvent.click(burger());
    const nav = within(screen.getByRole("navigation", { name: "Mobile" }));
    fireEvent.click(nav.getByRole("button", { name: "Services" }));
    nav.getByRole("link", { name: "Queens" }).focus();
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    expect(mobilePanel()).not.toBeVisible();
    expect(burger()).toHaveFocus();
  });

  it("closes on a click outside it", () => {
    render(<Header />);
    fireEvent.click(burger());
    fireEvent.click(mobilePanel());
    expect(mobilePanel()).toBeVisible();
    fireEvent.click(screen.getByText("Page content"));
    expect(mobilePanel()).not.toBeVisible();
  });

  it("closes when a link in it is followed", () => {
    render(<Header />);
    fireEvent.click(burger());
    fireEvent.click(within(screen.getByRole("navigation", { name: "Mobile" })).getByRole("link", { name: "About" }));
    expect(mobilePanel()).not.toBeVisible();
  });
});

describe("one menu at a time", () => {
  it("closes the others when one opens", () => {
    render(<Header />);
    const account = screen.getByRole("button", { name: "Account" });
    fireEvent.click(burger());
    fireEvent.click(account);
    expect(account).toHaveAttribute("aria-expanded", "true");
    expect(mobilePanel()).not.toBeVisible();

    fireEvent.mouseEnter(screen.getByTestId("services-menu-root"));
    expect(megaMenu()).toBeVisible();
    expect(account).toHaveAttribute("aria-expanded", "false");

    fireEvent.click(burger());
    expect(mobilePanel()).toBeVisible();
    expect(megaMenu()).not.toBeVisible();
  });

  it("keeps a menu open when a listener on the document itself stopped the click, as React's root listener does in the App Router", () => {
    const account = () => screen.getByRole("button", { name: "Account" });
    // Registered before the menus open, like React's own listener on the document root.
    const rootListener = (event: Event) => {
      if (account().contains(event.target as Node)) event.stopPropagation();
    };
    document.addEventListener("click", rootListener);
    try {
      render(<Header stopsClicks={false} />);
      fireEvent.click(burger());
      fireEvent.click(account());
      expect(account()).toHaveAttribute("aria-expanded", "true");
      fireEvent.click(screen.getByText("Page content"));
      expect(account()).toHaveAttribute("aria-expanded", "false");
    } finally {
      document.removeEventListener("click", rootListener);
    }
  });

  it("closes everything on Escape pressed anywhere", () => {
    render(<Header />);
    fireEvent.click(screen.getByRole("button", { name: "Account" }));
    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    });
    expect(screen.getByRole("button", { name: "Account" })).toHaveAttribute("aria-expanded", "false");
  });
});
