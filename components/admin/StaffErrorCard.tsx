import Link from "next/link";
import type { ReactNode } from "react";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";

/**
 * The staff frames' error answer (a 403 or 404 inside the admin panel or the cleaner cabinet):
 * what went wrong, why, and the ways back to work, the first of them the main one.
 */
export function StaffErrorCard({ code, title, links, className = "", children }: { code: 403 | 404; title: string; links: ReadonlyArray<{ href: string; label: string }>; className?: string; children: ReactNode }) {
  return (
    <section className={`rounded-2xl border border-slate-200 bg-white p-6 ${className}`.trim()}>
      <p className="text-xs font-semibold uppercase tracking-[0.14em] text-brand-800">Error {code}</p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink">{title}</h1>
      <p className="mt-3 text-slate-700">{children}</p>
      <p className="mt-5 flex flex-wrap gap-3">
        {links.map((link, index) => (
          <Link key={link.href} href={link.href} className={index === 0 ? primaryButtonClass : secondaryButtonClass}>
            {link.label}
          </Link>
        ))}
      </p>
    </section>
  );
}
