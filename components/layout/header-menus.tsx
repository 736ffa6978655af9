"use client";

import { usePathname } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { closeMenu, isMenuOpen, NONE, openMenu, toggleMenu, type HeaderMenu, type OpenMenus } from "@/lib/site/header-menu-state";


interface HeaderMenusState {
  /** The innermost open menu, or null. */
  openMenu: HeaderMenu | null;
  isOpen(menu: HeaderMenu): boolean;
  open(menu: HeaderMenu): void;
  close(menu: HeaderMenu): void;
  toggle(menu: HeaderMenu): void;
  closeAll(): void;
}

const HeaderMenusContext = createContext<HeaderMenusState | null>(null);

/**
 * Owns which header menus are open (see lib/site/header-menu-state.ts for the rules). A click
 * anywhere in the document closes open menus; menus stop clicks inside them from reaching the
 * document. Escape closes them too, and so does moving to another page.
 */
export function HeaderMenusProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  // The page the menus were opened on: after a navigation they count as closed, which needs
  // no effect that resets state on every route change.
  const [state, setState] = useState<{ open: OpenMenus; at: string | null }>({ open: NONE, at: null });
  const open = state.at === pathname ? state.open : NONE;
  const hasOpen = open.length > 0;

  const update = useCallback(
    (change: (current: OpenMenus) => OpenMenus) =>
      setState((current) => ({ open: change(current.at === pathname ? current.open : NONE), at: pathname })),
    [pathname],
  );
  const closeAll = useCallback(() => setState({ open: NONE, at: null }), []);

  useEffect(() => {
    if (!hasOpen) return;
    const onClick = (event: MouseEvent) => {
      // In the App Router React's root is the document itself, so a menu's stopPropagation()
      // cannot keep the click from this listener on the same node; React's listener ran
      // first, though, and its stop shows in cancelBubble.
      if (!event.cancelBubble) closeAll();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeAll();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, [hasOpen, closeAll]);

  const value = useMemo<HeaderMenusState>(
    () => ({
      openMenu: open.at(-1) ?? null,
      isOpen: (menu) => isMenuOpen(open, menu),
      open: (menu) => update((current) => openMenu(current, menu)),
      close: (menu) => update((current) => closeMenu(current, menu)),
      toggle: (menu) => update((current) => toggleMenu(current, menu)),
      closeAll,
    }),
    [open, update, closeAll],
  );
  return <HeaderMenusContext.Provider value={value}>{children}</HeaderMenusContext.Provider>;
}

export function useHeaderMenus(): HeaderMenusState {
  const state = useContext(HeaderMenusContext);
  if (!state) throw new Error("useHeaderMenus must be used inside HeaderMenusProvider");
  return state;
}
