import type { HomePageContent, ServiceSummary } from "@/lib/content";
import { ButtonLink } from "../ButtonLink";
import { CheckList } from "../CheckList";
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
    <section id="services" aria-labelledby="services-heading" className="mx-auto max-w-6xl px-4 py-16 md:py-20">
      <div className="max-w-3xl">
        <h2 id="services-heading" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {content.heading}
        </h2>
        {content.intro.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg text-slate-700">
            {paragraph}
          </p>
        ))}
      </div>
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_2fr]">
        <div className="rounded-3xl bg-brand-50 p-6 sm:p-8">
          <h3 className="text-xl font-semibold text-ink">{content.includedHeading}</h3>
          <CheckList items={content.included} className="mt-5" />
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {featured.map((service) => (
            <li key={service.slug}>
              <ServiceCard slug={service.slug} name={service.name} summary={service.summary} href={service.href} priceLabel={service.priceLabel} />
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-10 flex flex-wrap gap-3">
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
