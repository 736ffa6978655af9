/**
 * Which header menus are open (docs/product.md#the-page-shell): the mobile menu, the user menu, the
 * services menu and the residential submenu. Opening one closes the others, except that a
 * submenu opens inside its parent: the services menu inside the mobile menu, the residential
 * submenu inside the services menu. The open menus therefore form one chain, outermost first.
 */

export type HeaderMenu = "mobile" | "user" | "services" | "residential";

export type OpenMenus = readonly HeaderMenu[];

/** The menu each one may open inside. */
const PARENT: Record<HeaderMenu, HeaderMenu | null> = {
  mobile: null,
  user: null,
  services: "mobile",
  residential: "services",
};

export const NONE: OpenMenus = [];

export function isMenuOpen(open: OpenMenus, menu: HeaderMenu): boolean {
  return open.includes(menu);
}

/** Opens a menu: inside its parent when the parent is open, otherwise alone. */
export function openMenu(open: OpenMenus, menu: HeaderMenu): OpenMenus {
  const parent = PARENT[menu];
  const at = parent ? open.indexOf(parent) : -1;
  return at >= 0 ? [...open.slice(0, at + 1), menu] : [menu];
}

/** Closes a menu and everything open inside it. */
export function closeMenu(open: OpenMenus, menu: HeaderMenu): OpenMenus {
  const at = open.indexOf(menu);
  return at >= 0 ? open.slice(0, at) : open;
}

export function toggleMenu(open: OpenMenus, menu: HeaderMenu): OpenMenus {
  return isMenuOpen(open, menu) ? closeMenu(open, menu) : openMenu(open, menu);
}
