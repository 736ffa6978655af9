import Link from "next/link";
import type { ReactNode } from "react";
import { linkClass } from "@/components/ui/styles";

/** Where a detail page's "back" link leads: the list it was opened from. */
export interface BackTo {
  href: string;
  label: string;
}

/** A page's title, a line saying what it is for, its main actions, and on detail pages the way back to the list. */
export function AdminPageHeader({ title, description, actions, back }: { title: string; description?: ReactNode; actions?: ReactNode; back?: BackTo }) {
  return (
    <>
      {back ? (
        <p className="mb-2 text-sm">
          <Link href={back.href} className={linkClass}>
            ← {back.label}
          </Link>
        </p>
      ) : null}
      <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
          {description ? <div className="mt-1 max-w-3xl text-slate-600">{description}</div> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
    </>
  );
}

/** A titled block of a page. */
export function AdminSectionCard({ id, title, description, children, actions }: { id: string; title: string; description?: ReactNode; children: ReactNode; actions?: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          {description ? <div className="mt-1 text-sm text-slate-600">{description}</div> : null}
        </div>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
