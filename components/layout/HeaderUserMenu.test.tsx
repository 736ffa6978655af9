import { fireEvent, render, screen } from "@testing-library/react";
import { HeaderMenusProvider } from "@/components/layout/header-menus";
import { Logo } from "@/components/layout/Logo";
import { HeaderUserMenu } from "./HeaderUserMenu";
import { headerUserMenuText } from "./header-user-menu-text";

type SessionUser = { id: string; email: string; firstName: string; lastName: string; role: "Customer"; pictureUrl: string | null; emailVerified: boolean; blocked: boolean };
const session: { data: { user: SessionUser } | null; status: "authenticated" | "unauthenticated" } = { data: null, status: "unauthenticated" };

jest.mock("@/lib/auth/site-session", () => ({ useSiteSession: () => session }));
jest.mock("@/lib/auth/sign-out", () => ({ signOutOfSite: jest.fn(async (url: string) => url) }));
jest.mock("next/navigation", () => ({ usePathname: () => "/" }));

const ana: SessionUser = { id: "u1", email: "ana@example.test", firstName: "Ana", lastName: "Ruiz", role: "Customer", pictureUrl: null, emailVerified: true, blocked: false };

function renderHeader() {
  return render(
    <HeaderMenusProvider>
      <Logo companyName="Borough Bright Cleaning" />
      <HeaderUserMenu text={headerUserMenuText("en")} />
    </HeaderMenusProvider>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  session.data = { user: ana };
  session.status = "authenticated";
});

describe("the header's accessible names match what it shows", () => {
  it("names the avatar button with the initials it shows", async () => {
    renderHeader();
    const button = await screen.findByRole("button", { name: /Account menu for Ana Ruiz/ });
    expect(button).toHaveTextContent("AR");
    expect(button).toHaveAccessibleName(expect.stringContaining("AR"));
  });

  it("names the logo link by its visible text", () => {
    renderHeader();
    const link = screen.getByRole("link", { name: /Borough Bright/ });
    expect(link).toHaveAccessibleName("Borough Bright Cleaning");
    expect(link).toHaveTextContent("Borough Bright Cleaning");
  });

  it("shows a new picture as soon as the session has it", async () => {
    const view = renderHeader();
    await screen.findByRole("button", { name: /Account menu for Ana Ruiz/ });
    session.data = { user: { ...ana, pictureUrl: "/api/users/u1/picture?v=abc" } };
    view.rerender(
      <HeaderMenusProvider>
        <Logo companyName="Borough Bright Cleaning" />
        <HeaderUserMenu text={headerUserMenuText("en")} />
      </HeaderMenusProvider>,
    );
    const button = screen.getByRole("button", { name: /Account menu for Ana Ruiz/ });
    expect(button.querySelector("img")).toHaveAttribute("src", "/api/users/u1/picture?v=abc");
    expect(JSON.parse(window.localStorage.getItem("headerUserCache") ?? "{}").user.profilePictureUrl).toBe("/api/users/u1/picture?v=abc");
  });
});

describe("the avatar menu", () => {
  it("names its items in the site's sentence case and links payment methods", async () => {
    session.data = { user: { ...ana, role: "Admin" as "Customer" } };
    renderHeader();
    fireEvent.click(await screen.findByRole("button", { name: /Account menu for Ana Ruiz/ }));
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "Profile",
      "Cleaners cabinet",
      "My orders",
      "Payment methods",
      "Gift cards",
      "Admin panel",
      "Logout",
    ]);
    expect(screen.getByRole("menuitem", { name: "Payment methods" })).toHaveAttribute("href", "/profile/payment-methods");
  });
});
