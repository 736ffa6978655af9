import { closeMenu, isMenuOpen, NONE, openMenu, toggleMenu, type OpenMenus } from "./header-menu-state";

describe("header menu state", () => {
  it("opens one top-level menu at a time", () => {
    let open: OpenMenus = openMenu(NONE, "mobile");
    expect(open).toEqual(["mobile"]);
    open = openMenu(open, "user");
    expect(open).toEqual(["user"]);
    expect(isMenuOpen(open, "mobile")).toBe(false);
  });

  it("opens the services menu alone on desktop and inside the mobile menu on phones", () => {
    expect(openMenu(NONE, "services")).toEqual(["services"]);
    expect(openMenu(["mobile"], "services")).toEqual(["mobile", "services"]);
    expect(openMenu(["user"], "services")).toEqual(["services"]);
  });

  it("opens the residential submenu inside the services menu", () => {
    expect(openMenu(["mobile", "services"], "residential")).toEqual(["mobile", "services", "residential"]);
    expect(openMenu(["mobile"], "residential")).toEqual(["residential"]);
  });

  it("closes the user menu and any open menu when another top-level menu opens", () => {
    expect(openMenu(["mobile", "services", "residential"], "user")).toEqual(["user"]);
    expect(openMenu(["user"], "mobile")).toEqual(["mobile"]);
  });

  it("closes a menu together with the submenus inside it", () => {
    expect(closeMenu(["mobile", "services", "residential"], "services")).toEqual(["mobile"]);
    expect(closeMenu(["mobile", "services", "residential"], "mobile")).toEqual([]);
    expect(closeMenu(["user"], "mobile")).toEqual(["user"]);
  });

  it("toggles", () => {
    expect(toggleMenu(["mobile", "services"], "services")).toEqual(["mobile"]);
    expect(toggleMenu(["mobile"], "services")).toEqual(["mobile", "services"]);
    expect(toggleMenu(NONE, "user")).toEqual(["user"]);
    expect(toggleMenu(["user"], "user")).toEqual([]);
  });
});
