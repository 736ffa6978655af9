/** Shared classes of the header's links, so the desktop menu, its trigger and the mobile menu match. */
export const DESKTOP_LINK =
  "rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-800";

/** Drawn by `.menu-link` in app/globals.css: some thirty of these are on every public page. */
export const MENU_LINK = "menu-link";

export const MOBILE_ROW =
  "flex w-full items-center justify-between rounded-xl px-3 py-3 text-left text-base font-semibold text-ink hover:bg-brand-50 aria-[current=page]:text-brand-800";
