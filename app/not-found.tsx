import type { Metadata } from "next";
import Link from "next/link";
import { PublicShell } from "@/components/layout/PublicShell";
import { ButtonLink } from "@/components/site/ButtonLink";
import { Icon } from "@/components/site/icons";
import { getCompanyContacts } from "@/lib/site/company";
import { SERVICES_MENU } from "@/lib/site/navigation";

export const metadata: Metadata = {
  title: { absolute: "Page not found | Borough Bright Cleaning" },
  description: "The page you asked for is not on our site. Find a cleaning service, a borough page, booking or our contacts from here.",
  robots: { index: false, follow: true },
};

const START_LINKS = [
  { label: "Home", href: "/" },
  { label: "All services", href: "/service-page" },
  { label: "Book a cleaning", href: "/booking" },
  { label: "Contact us", href: "/contact" },
];

/** Any address that is not a page: say so plainly, then offer the likely destinations. */
export default function NotFound() {
  const company = getCompanyContacts();
  // Rendered below the root layout only, so it brings the public frame itself.
  return (
    <PublicShell>
      <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-20">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-800">Error 404</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-ink">We couldn&apos;t find that page</h1>
          <p className="mt-4 text-lg text-slate-700">
            The address may be mistyped, or the page has moved. The rest of the site is spotless, though. These are good places to start:
          </p>
          <ul className="mt-8 flex flex-wrap justify-center gap-3">
            {START_LINKS.map((link, index) => (
              <li key={link.href}>
                <ButtonLink href={link.href} variant={index === 2 ? "primary" : "secondary"}>
                  {link.label}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </div>
        <div className="mx-auto mt-14 grid max-w-4xl gap-6 sm:grid-cols-3">
          {SERVICES_MENU.map((column) => (
            <div key={column.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-800">{column.heading}</h2>
              <ul className="mt-3 space-y-1.5">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="text-slate-700 underline-offset-4 hover:text-brand-800 hover:underline">
                      {column.id === "areas" ? `Cleaning in ${link.label}` : `${link.label} cleaning`}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="mt-12 text-center text-slate-700">
          Prefer to talk?{" "}
          <a href={company.phoneHref} className="inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-4">
            <Icon name="phone" className="h-4 w-4" />
            Call {company.phone}
          </a>
        </p>
      </section>
    </PublicShell>
  );
}
