"use client";

import { IntentLink } from "@/components/site/IntentLink";
import { usePathname } from "next/navigation";
import { useId, useState, useSyncExternalStore } from "react";
import { UiIcon } from "@/components/site/ui-icons";
import { useShellText } from "@/components/i18n/ShellWords";
import { isResumableBooking, readSavedBookingRaw, subscribeToSavedBooking } from "@/lib/booking/saved-booking-signal";

/** On the server there is no saved form: the widget exists only in the browser. */
const noSavedForm = () => null;

/**
 * The continue-booking widget of docs/product.md#the-page-shell: shown only in the browser, when a saved
 * booking form exists, outside /booking, and while its bookingProgress is not "completed".
 * It is rechecked on every navigation (the pathname) and every change of the saved data, in
 * this tab (the form's own event) and in others (the storage event). Dismissing collapses it
 * to a round toggle that opens it again; it starts expanded.
 */
export function ContinueBookingWidget() {
  const pathname = usePathname() ?? "";
  const saved = useSyncExternalStore(subscribeToSavedBooking, readSavedBookingRaw, noSavedForm);
  const [collapsed, setCollapsed] = useState(false);
  const cardId = useId();
  const { navigation, words: shellText } = useShellText();
  const words = shellText.continueBooking;

  if (pathname.includes("/booking") || !isResumableBooking(saved)) return null;

  if (collapsed) {
    return (
      <button
        type="button"
        onClick={() => setCollapsed(false)}
        aria-expanded={false}
        aria-controls={cardId}
        aria-label={words.collapsed}
        className="fixed bottom-4 left-4 z-30 flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 print:hidden"
      >
        <UiIcon name="calendar" className="h-6 w-6" />
      </button>
    );
  }

  // On phones a one-line bar at the bottom, beside the Quick Actions button; a card from sm up.
  return (
    <section
      id={cardId}
      data-continue-booking-card
      aria-labelledby={`${cardId}-title`}
      className="fixed bottom-4 left-4 right-22 z-30 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl print:hidden sm:right-auto sm:w-72 sm:max-w-[calc(100vw-2rem)] sm:p-4"
    >
      <div className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-2 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-start sm:gap-x-3 sm:gap-y-3">
        <span aria-hidden="true" className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:flex">
          <UiIcon name="calendar" className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <h2 id={`${cardId}-title`} className="text-sm font-semibold text-ink sm:text-base">
            {words.title}
          </h2>
          <p className="sr-only mt-0.5 text-sm text-slate-600 sm:not-sr-only">{words.saved}</p>
        </div>
        <button
          type="button"
          onClick={() => setCollapsed(true)}
          aria-label={words.dismiss}
          className="col-start-3 row-start-1 flex h-11 w-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-700 sm:-m-1 sm:h-auto sm:w-auto sm:p-1.5"
        >
          <UiIcon name="close" className="h-4 w-4" strokeWidth={2.2} />
        </button>
        <IntentLink
          href={navigation.bookingHref}
          className="col-start-2 row-start-1 flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:col-span-3 sm:col-start-1 sm:row-start-2 sm:px-4"
        >
          {words.continue}
        </IntentLink>
      </div>
    </section>
  );
}
