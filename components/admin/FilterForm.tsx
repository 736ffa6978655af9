"use client";

import { useSearchParams } from "next/navigation";
import type { ReactNode } from "react";

/**
 * The GET form of a filter bar, rebuilt whenever the query string changes. A client-side
 * navigation (Clear, paging) keeps the same DOM, and React does not move a select's choice when
 * only its default changes, so without the new key "Clear" left the old Status selected.
 */
export function FilterForm({ action, label, children }: { action: string; label: string; children: ReactNode }) {
  const searchParams = useSearchParams();
  return (
    <form key={searchParams.toString()} method="get" action={action} aria-label={label} className="mb-5 rounded-2xl border border-slate-200 bg-slate-50 p-4">
      {children}
    </form>
  );
}
