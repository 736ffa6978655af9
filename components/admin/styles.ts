/** The staff screens' tables and small buttons; buttons, cards and links come from components/ui/styles.ts. */

export const tableWrapClass = "-mx-4 overflow-x-auto sm:mx-0 sm:rounded-xl sm:border sm:border-slate-200";
export const tableClass = "min-w-full divide-y divide-slate-200 bg-white text-left text-sm";
export const thClass = "whitespace-nowrap bg-slate-50 px-3 py-2.5 text-xs font-semibold uppercase tracking-wide text-slate-600";
export const tdClass = "px-3 py-2.5 align-top text-slate-800";
export const smallButtonClass =
  "inline-flex min-h-9 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60";
