"use client";

import { IntentLink } from "@/components/site/IntentLink";
import { useEffect, useId, useRef, useState } from "react";
import { useDisclosureToggle } from "@/components/ui/disclosure-toggle";
import { UiIcon } from "@/components/site/ui-icons";
import { useShellText } from "@/components/i18n/ShellWords";

export interface QuickActionsProps {
  /** tel: link target for the phone. */
  phoneHref: string;
  email: string;
  /** "Call (212) 555-0147" and "Email hello@…", in the page's language, filled on the server. */
  callLabel: string;
  emailLabel: string;
}

/**
 * The floating Quick Actions widget (docs/product.md#the-page-shell): a side tab that expands into Book
 * Now, Call and Email, and collapses on a click outside it or on Escape. On phones it is a
 * round button docked in the right end of a bottom bar: the page's own (the booking form's
 * quote, the service pages' "Book" bar), or else a slim one of its own. The bar keeps that room
 * free (app/globals.css), so the button never lies over a price or a tip (issue #24).
 */
export function QuickActions({ phoneHref, email, callLabel, emailLabel }: QuickActionsProps) {
  const [expanded, setExpanded] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { navigation, words: shellText } = useShellText();
  const words = shellText.quickActions;

  useEffect(() => {
    if (!expanded) return;
    const onClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setExpanded(false);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [expanded]);

  const collapse = () => setExpanded(false);
  const { onKeyDown, toggleProps } = useDisclosureToggle({ open: expanded, close: collapse, panelId });
  const action = "flex items-center gap-3 rounded-xl px-4 py-3 text-sm font-semibold transition-colors";

  return (
    <>
      {/*
        Phones, on a page without a bottom bar of its own: a slim bar the round button docks in,
        so the page's text scrolls under the bar instead of under the button (issue #24). A page's
        own bar (the booking quote, the service pages' "Book" bar) replaces it (app/globals.css).
      */}
      <div
        data-bottom-bar
        data-phone-dock
        aria-hidden="true"
        className="fixed inset-x-0 bottom-0 z-20 flex h-14 items-center justify-end border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur print:hidden sm:hidden"
      >
        <span data-phone-dock-label className="text-sm font-medium text-slate-600">{words.dock}</span>
      </div>
      <div
        ref={rootRef}
        onKeyDown={onKeyDown}
        className="fixed bottom-4 right-4 z-30 flex items-end print:hidden sm:bottom-auto sm:right-0 sm:top-1/2 sm:-translate-y-1/2 sm:items-center [body:has([data-bottom-bar])_&]:bottom-1 sm:[body:has([data-bottom-bar])_&]:bottom-auto"
      >
        <div id={panelId} hidden={!expanded} className="mr-2 w-72 max-w-[calc(100vw-4rem)] rounded-2xl border border-slate-200 bg-white p-2 shadow-xl">
          <p className="px-4 pb-1 pt-2 text-xs font-bold uppercase tracking-[0.14em] text-brand-800">{words.title}</p>
          <ul className="space-y-1">
            <li>
              <IntentLink href={navigation.bookingHref} onClick={collapse} className={`${action} bg-brand-700 text-white hover:bg-brand-800`}>
                <UiIcon name="calendar" className="h-5 w-5" />
                {words.bookNow}
              </IntentLink>
            </li>
            <li>
              <a href={phoneHref} onClick={collapse} className={`${action} text-ink hover:bg-brand-50`}>
                <UiIcon name="phone" className="h-5 w-5 text-brand-700" />
                {callLabel}
              </a>
            </li>
            <li>
              <a href={`mailto:${email}`} onClick={collapse} className={`${action} text-ink [overflow-wrap:anywhere] hover:bg-brand-50`}>
                <UiIcon name="mail" className="h-5 w-5 shrink-0 text-brand-700" />
                {emailLabel}
              </a>
            </li>
          </ul>
        </div>
        <button
          {...toggleProps}
          onClick={() => setExpanded((value) => !value)}
          className="flex h-14 w-14 max-sm:[body:has([data-bottom-bar])_&]:h-12 max-sm:[body:has([data-bottom-bar])_&]:w-12 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:h-auto sm:w-auto sm:gap-2 sm:rounded-none sm:rounded-l-xl sm:px-2 sm:py-4 sm:[writing-mode:vertical-rl]"
        >
          <UiIcon name={expanded ? "close" : "phone"} className="h-6 w-6 sm:h-4 sm:w-4 sm:rotate-90" strokeWidth={2.2} />
          <span className="sr-only sm:not-sr-only">{words.title}</span>
        </button>
      </div>
    </>
  );
}
