"use client";

import { useSearchParams } from "next/navigation";
import { useId, type ReactNode } from "react";

/** Query parameters that move through a list rather than filter it. */
const NOT_FILTERS = new Set(["page"]);

/**
 * The GET form of a filter bar, rebuilt whenever the query string changes. A client-side
 * navigation (Clear, paging) keeps the same DOM, and React does not move a select's choice when
 * only its default changes, so without the new key "Clear" left the old Status selected.
 *
 * On phones the fields fold behind a "Filters" toggle so the list comes first; they start open
 * while a filter is on, so what is applied stays in view. The toggle is a checkbox and its label
 * (CSS `peer-checked`), so it works before any script loads, like the form itself; from the
 * `sm` width up the fields are always shown and the toggle is not.
 */
export function FilterForm({ action, label, children }: { action: string; label: string; children: ReactNode }) {
  const searchParams = useSearchParams();
  const toggleId = useId();
  const active = new Set([...searchParams.keys()].filter((name) => !NOT_FILTERS.has(name) && searchParams.get(name) !== "")).size;
  return (
    <form key={searchParams.toString()} method="get" action={action} aria-label={label} className="mb-5 rounded-2xl border border-slate-200 bg-slate-50 p-4">
      <input id={toggleId} type="checkbox" defaultChecked={active > 0} className="peer sr-only sm:hidden" />
      <label
        htmlFor={toggleId}
        className="flex min-h-11 cursor-pointer items-center justify-between rounded-lg font-semibold text-ink peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700 peer-checked:mb-3 peer-checked:[&>svg]:rotate-180 sm:hidden"
      >
        <span>{active > 0 ? `Filters (${active} on)` : "Filters"}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 transition-transform" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </label>
      <div className="hidden peer-checked:block sm:block">{children}</div>
    </form>
  );
}
