"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

/** The header's menus (SPEC.md section 2): at most one is open; opening one closes the others. */
export type HeaderMenu = "mobile" | "user" | "services" | "residential";

interface HeaderMenusState {
  openMenu: HeaderMenu | null;
  isOpen(menu: HeaderMenu): boolean;
  open(menu: HeaderMenu): void;
  toggle(menu: HeaderMenu): void;
  closeAll(): void;
}

const HeaderMenusContext = createContext<HeaderMenusState | null>(null);

/**
 * Owns which header menu is open. A click anywhere in the document closes open menus;
 * triggers stop their own click from reaching the document. Escape closes them too.
 */
export function HeaderMenusProvider({ children }: { children: ReactNode }) {
  const [openMenu, setOpenMenu] = useState<HeaderMenu | null>(null);
  const closeAll = useCallback(() => setOpenMenu(null), []);

  useEffect(() => {
    if (!openMenu) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeAll();
    };
    document.addEventListener("click", closeAll);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", closeAll);
      document.removeEventListener("keydown", onKey);
    };
  }, [openMenu, closeAll]);

  const value = useMemo<HeaderMenusState>(
    () => ({
      openMenu,
      isOpen: (menu) => openMenu === menu,
      open: (menu) => setOpenMenu(menu),
      toggle: (menu) => setOpenMenu((current) => (current === menu ? null : menu)),
      closeAll,
    }),
    [openMenu, closeAll],
  );
  return <HeaderMenusContext.Provider value={value}>{children}</HeaderMenusContext.Provider>;
}

export function useHeaderMenus(): HeaderMenusState {
  const state = useContext(HeaderMenusContext);
  if (!state) throw new Error("useHeaderMenus must be used inside HeaderMenusProvider");
  return state;
}
