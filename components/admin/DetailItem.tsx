import type { ReactNode } from "react";

/** One labelled fact in a staff detail page's list (an account's phone, a lead's area). */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
