import type { Metadata } from "next";
import Link from "next/link";
import { primaryButtonClass } from "@/components/admin/styles";

export const metadata: Metadata = { title: "Not found", robots: { index: false, follow: false } };

/**
 * A job that is not (or no longer) the cleaner's, or a cabinet address that leads nowhere:
 * answered 404 inside the cabinet frame, one tap away from the day's jobs.
 */
export default function CabinetNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <section className="rounded-2xl border border-slate-200 bg-white p-6">
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-brand-800">Error 404</p>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink">Nothing at this address</h1>
        <p className="mt-3 text-slate-700">
          This job is not on your list. It may have been given to another cleaner or cancelled, or the link is mistyped. Your current jobs are all in the
          cabinet; if you expected this one, call the office.
        </p>
        <p className="mt-5">
          <Link href="/cleaner/cabinet" className={primaryButtonClass}>
            Go to my jobs
          </Link>
        </p>
      </section>
    </div>
  );
}
