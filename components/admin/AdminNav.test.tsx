import { render, screen } from "@testing-library/react";
import { sectionsFor } from "@/lib/admin/permissions";
import { AdminNav } from "./AdminNav";

let pathname = "/admin/orders/123";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

describe("AdminNav", () => {
  it("lists a Moderator's sections only, and marks the current one", () => {
    render(<AdminNav sections={sectionsFor("Moderator")} />);
    const links = screen.getAllByRole("link").map((link) => link.textContent);
    expect(links).toEqual(["Dashboard", "Orders", "Schedule", "Time off", "Users", "Leads", "Messages"]);
    expect(screen.getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
  });

  it("shows the business sections to an Admin", () => {
    pathname = "/admin";
    render(<AdminNav sections={sectionsFor("Admin")} />);
    for (const name of ["Special offers", "Gift cards", "Pricing & settings", "Audit log"]) expect(screen.getByRole("link", { name })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  });

  it("shows the number of unread threads beside Messages, read out as unread, and nothing at zero", () => {
    pathname = "/admin/orders";
    const { rerender } = render(<AdminNav sections={sectionsFor("Moderator")} badges={{ "/admin/messages": 3 }} />);
    const messages = screen.getByRole("link", { name: "Messages (3 unread)" });
    expect(messages).toHaveAttribute("href", "/admin/messages");
    expect(screen.getByTestId("nav-unread-count")).toHaveTextContent("3");
    expect(screen.getAllByTestId("nav-unread-count")).toHaveLength(1);
    rerender(<AdminNav sections={sectionsFor("Moderator")} badges={{ "/admin/messages": 0 }} />);
    expect(screen.getByRole("link", { name: "Messages" })).toBeInTheDocument();
    expect(screen.queryByTestId("nav-unread-count")).toBeNull();
  });
});
