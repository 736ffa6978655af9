import type { Metadata } from "next";
import Link from "next/link";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/styles";

export const metadata: Metadata = { title: "Not found", robots: { index: false, follow: false } };

/**
 * An order, account or page of the admin panel that is not there (a removed record, an old
 * link, a mistyped address): answered 404 inside the admin frame, with the ways back to work,
 * instead of the public site's page with its marketing footer.
 */
export default function AdminNotFound() {
  return (
    <section className="max-w-xl rounded-2xl border border-slate-200 bg-white p-6">
      <p className="text-xs font-semibold uppercase tracking-[0.14em] text-brand-800">Error 404</p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink">Nothing at this address</h1>
      <p className="mt-3 text-slate-700">
        The order, account or page this link points to is not in the admin panel. The link may be mistyped or out of date. Orders can be found by number,
        customer name or email from the order list.
      </p>
      <p className="mt-5 flex flex-wrap gap-3">
        <Link href="/admin" className={primaryButtonClass}>
          Go to the dashboard
        </Link>
        <Link href="/admin/orders" className={secondaryButtonClass}>
          Find an order
        </Link>
      </p>
    </section>
  );
}
