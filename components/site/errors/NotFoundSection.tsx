import type { Metadata } from "next";
import { Icon } from "@/components/site/icons";
import { getCompanyContacts } from "@/lib/site/company";
import { HttpErrorSection } from "./HttpErrorSection";

export const NOT_FOUND_METADATA: Metadata = {
  title: { absolute: "Page not found | Borough Bright Cleaning" },
  description: "The page you asked for is not on our site. Find a cleaning service, booking or our contacts from here.",
  robots: { index: false, follow: true },
};

/**
 * What a missing page says, inside whatever frame it is shown in. Kept small on purpose: Next.js
 * writes the not-found boundary into the data of every page below it, so its weight is paid on
 * every page view (docs/operations.md, "Page weight"). The header's Services menu lists the rest.
 */
export function NotFoundSection() {
  const company = getCompanyContacts();
  return (
    <HttpErrorSection
      code={404}
      title="We couldn't find that page"
      links={[
        { href: "/", label: "Home" },
        { href: "/service-page", label: "All services" },
        { href: "/booking", label: "Book a cleaning", primary: true },
        { href: "/contact", label: "Contact us" },
      ]}
      after={
        <p className="mt-10 text-slate-700">
          Prefer to talk?{" "}
          <a href={company.phoneHref} className="inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-4">
            <Icon name="phone" className="h-4 w-4" />
            Call {company.phone}
          </a>
        </p>
      }
    >
      The address may be mistyped, or the page has moved. The rest of the site is spotless, though. These are good places to start:
    </HttpErrorSection>
  );
}
