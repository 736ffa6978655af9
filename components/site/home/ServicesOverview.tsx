import type { HomePageContent, ServiceSummary } from "@/lib/site/content";
import { ButtonLink } from "../ButtonLink";
import { CheckList } from "../CheckList";
import { Icon } from "../icons";
import { ServiceCard } from "../ServiceCard";

/** Home section 3: the services at a glance, what every regular cleaning includes, and links to all services. */
export function ServicesOverview({
  content,
  featured,
}: {
  content: HomePageContent["servicesOverview"];
  featured: readonly (ServiceSummary & { priceLabel?: string })[];
}) {
  return (
    <section id="services" aria-labelledby="services-heading" className="mx-auto max-w-6xl px-4 py-12">
      <div className="max-w-4xl">
        <h2 id="services-heading" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {content.heading}
        </h2>
        {content.intro.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg text-slate-700">
            {paragraph}
          </p>
        ))}
      </div>
      {/* On phones a row to swipe through, like the offers, so the path stays short (issue #24). */}
      <ul aria-label="Popular services" className="-mx-4 mt-8 flex snap-x gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4">
        {featured.map((service) => (
          <li key={service.slug} className="w-[80%] shrink-0 snap-start sm:w-auto">
            <ServiceCard slug={service.slug} name={service.name} summary={service.summary} href={service.href} priceLabel={service.priceLabel} />
          </li>
        ))}
      </ul>
      {/* A disclosure: the list stays in the page for readers and search engines without making the path longer. */}
      <details className="group mt-6 rounded-2xl bg-brand-50 px-6 py-1">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-ink">
          {content.includedHeading}
          <Icon name="chevronDown" className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
        </summary>
        <CheckList items={content.included} className="pb-5 sm:columns-2 sm:gap-10 sm:space-y-0 sm:[&>li]:mb-3 sm:[&>li]:break-inside-avoid" />
      </details>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink href={content.moreServices.href}>{content.moreServices.label}</ButtonLink>
        <ButtonLink href={content.officeLink.href} variant="secondary">
          {content.officeLink.label}
        </ButtonLink>
        <ButtonLink href={content.moveLink.href} variant="secondary">
          {content.moveLink.label}
        </ButtonLink>
      </div>
    </section>
  );
}
