import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { sanitizeReturnUrl } from "@/lib/auth/return-url";
import { readMaintenance } from "@/lib/settings/maintenance";
import { getCompanyContacts } from "@/lib/site/company";

export const metadata: Metadata = { title: "We'll be right back", robots: { index: false } };
export const dynamic = "force-dynamic";

type SearchParams = Promise<{ returnUrl?: string | string[] }>;

/**
 * Where the proxy holds back visitors while maintenance is on. Once it is off, the page sends
 * them on to the page they wanted (a path on this site only) or home, instead of stranding them.
 */
export default async function MaintenancePage({ searchParams }: { searchParams: SearchParams }) {
  const company = getCompanyContacts();
  // If the flag cannot be read, keep showing the page rather than bouncing between the two.
  const maintenance = await readMaintenance().catch(() => ({ enabled: true, message: null }));
  if (!maintenance.enabled) redirect(sanitizeReturnUrl((await searchParams).returnUrl));
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <svg aria-hidden="true" viewBox="0 0 64 64" className="mx-auto h-16 w-16 text-brand-700">
        <circle cx="32" cy="32" r="30" fill="currentColor" opacity="0.12" />
        <path d="M20 40l16-16m-4-4l8 8M22 46h20" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <h1 className="mt-6 text-3xl font-bold text-slate-900">We&apos;re tidying up the site</h1>
      <p className="mt-4 text-lg text-slate-600">
        Booking and account pages are paused for a short maintenance window. Your scheduled cleanings are not affected, and our teams are out
        working as usual.
      </p>
      {maintenance.message ? (
        <p className="mt-6 rounded-xl bg-brand-50 px-5 py-4 text-brand-800">{maintenance.message}</p>
      ) : (
        <p className="mt-6 text-slate-600">Please check back in a little while.</p>
      )}
      <p className="mt-8 text-slate-600">
        Need us now? Call{" "}
        <a className="font-semibold text-brand-700 hover:underline" href={company.phoneHref}>
          {company.phone}
        </a>{" "}
        or write to{" "}
        <a className="font-semibold text-brand-700 hover:underline" href={`mailto:${company.email}`}>
          {company.email}
        </a>
        .
      </p>
      <Link href="/" className="mt-8 inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        Back to the home page
      </Link>
    </section>
  );
}
