"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { ShellWords } from "@/lib/kernel/i18n/shell-words";
import type { SiteNavigation } from "@/lib/site/nav-links";

/** What the frame's client components say and link to, in the page's language. */
export interface ShellText {
  navigation: SiteNavigation;
  /** Plain strings only: a message with a value (the Quick Actions' "Call {phone}") is filled on the server. */
  words: Pick<ShellWords, "nav" | "account" | "language" | "continueBooking"> & { quickActions: Omit<ShellWords["quickActions"], "call" | "email"> };
}

const ShellTextContext = createContext<ShellText | null>(null);

/**
 * Hands the frame's words and links, in the page's language only, from the server (PublicShell)
 * to the header's menus and the widgets (docs/architecture.md, "Languages"): sent once in the
 * page's data, where importing the catalogues would put both languages in every page's script.
 */
export function ShellTextProvider({ value, children }: { value: ShellText; children: ReactNode }) {
  return <ShellTextContext.Provider value={value}>{children}</ShellTextContext.Provider>;
}

/** The frame's words and links; only inside the public frame. */
export function useShellText(): ShellText {
  const text = useContext(ShellTextContext);
  if (!text) throw new Error("useShellText() is only for components inside PublicShell's ShellTextProvider");
  return text;
}
