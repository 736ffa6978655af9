import type { Metadata } from "next";
import Link from "next/link";
import { primaryButtonClass } from "@/components/admin/styles";

export const metadata: Metadata = { title: "No access" };

/**
 * A staff section this role may not use (a Moderator opening pricing, say): answered 403 with
 * the reason, inside the admin frame, rather than the public "page not found".
 */
export default function AdminForbidden() {
  return (
    <section className="max-w-xl rounded-2xl border border-slate-200 bg-white p-6">
      <p className="text-xs font-semibold uppercase tracking-[0.14em] text-brand-800">Error 403</p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink">You don&apos;t have access</h1>
      <p className="mt-3 text-slate-700">
        This part of the admin panel is for Admins: pricing, settings, special offers, gift cards and the audit log. The sections in the admin menu are the
        ones your role can use. If you need this page for your work, ask an Admin to change your role.
      </p>
      <p className="mt-5">
        <Link href="/admin" className={primaryButtonClass}>
          Go to the dashboard
        </Link>
      </p>
    </section>
  );
}
