import type { ReactNode } from "react";

/**
 * How a labelled fact looks on a staff page: `stacked` in the grids of the account and lead
 * pages, `row` with the label beside the value on the order page, `caption` with a small
 * capitalised label on the cleaner's phone.
 */
const LOOKS = {
  stacked: { item: undefined, label: "font-semibold text-slate-700", value: undefined },
  row: { item: "grid gap-1 py-2 sm:grid-cols-[10rem_1fr]", label: "text-sm font-semibold text-slate-700", value: "text-sm text-slate-800" },
  caption: { item: "py-2", label: "text-xs font-semibold uppercase tracking-wide text-slate-500", value: "mt-0.5 text-slate-900" },
} as const;

/** One labelled fact in a staff detail page's list (an account's phone, an order's visit, a job's address). */
export function DetailItem({ label, look = "stacked", children }: { label: string; look?: keyof typeof LOOKS; children: ReactNode }) {
  const classes = LOOKS[look];
  return (
    <div className={classes.item}>
      <dt className={classes.label}>{label}</dt>
      <dd className={classes.value}>{children}</dd>
    </div>
  );
}
