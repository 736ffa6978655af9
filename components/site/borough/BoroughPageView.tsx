import type { ReactNode } from "react";
import type { BoroughPageContent } from "@/lib/site/content";
import type { Crumb } from "@/lib/site/seo/breadcrumbs";
import { ButtonLink } from "../ButtonLink";
import { CtaBanner } from "../CtaBanner";
import { FaqList } from "../FaqList";
import { GuideSections } from "../GuideSections";
import { Icon } from "../icons";
import { BoroughMap } from "../illustrations/BoroughMap";
import { PageHeader } from "../PageHeader";
import { ServiceCard } from "../ServiceCard";

export interface BoroughService {
  serviceSlug: string;
  name: string;
  text: string;
  href: string;
  priceLabel?: string;
}

/** A borough page: neighborhoods served, ZIP codes, local notes, the services, pricing and FAQs. */
export function BoroughPageView({
  page,
  crumbs,
  fromPrice,
  services,
  trust,
}: {
  page: BoroughPageContent;
  crumbs: readonly Crumb[];
  fromPrice: string;
  services: readonly BoroughService[];
  /** The trust facts beside each call to action (light on the page, dark on the closing banner); issue #24. */
  trust: (tone: "light" | "dark") => ReactNode;
}) {
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow={
          <span className="inline-flex items-center gap-2">
            <Icon name="pin" className="h-5 w-5" />
            Service area: {page.borough}
          </span>
        }
        title={page.h1}
        intro={page.intro}
        actions={
          <>
            <ButtonLink href={page.cta.primary.href} size="lg">
              {page.cta.primary.label}
            </ButtonLink>
            <ButtonLink href="#neighborhoods" variant="secondary" size="lg">
              Neighborhoods we serve
            </ButtonLink>
            {trust("light")}
          </>
        }
        aside={
          <div className="mx-auto w-full max-w-xs">
            <BoroughMap highlight={page.borough} title={`Map of the boroughs we serve, with ${page.borough} highlighted`} className="h-auto w-full" />
            <p className="mt-4 text-center text-sm text-slate-600">
              Regular cleaning in {page.borough} from <span className="font-semibold text-brand-800">{fromPrice}</span>
            </p>
          </div>
        }
      />

      <section id="neighborhoods" aria-labelledby="neighborhoods-heading" className="mx-auto max-w-6xl px-4 py-14">
        <div className="max-w-3xl">
          <h2 id="neighborhoods-heading" className="text-3xl font-bold tracking-tight text-ink">
            {page.neighborhoods.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{page.neighborhoods.intro}</p>
        </div>
        <div className="mt-8 grid gap-5 md:grid-cols-2">
          {page.neighborhoods.groups.map((group) => (
            <div key={group.area} className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-ink">{group.area}</h3>
              <ul className="mt-4 flex flex-wrap gap-2">
                {group.neighborhoods.map((name) => (
                  <li key={name} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900">
                    {name}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <section id="zip-codes" aria-labelledby="zip-heading" className="bg-slate-50 py-14">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="zip-heading" className="text-3xl font-bold tracking-tight text-ink">
            {page.zipCoverage.heading}
          </h2>
          <div className="mt-4 max-w-3xl space-y-4 text-lg text-slate-700">
            {page.zipCoverage.text.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label={`${page.borough} ZIP codes`}>
            {page.zipCoverage.ranges.map((range) => (
              <li key={range} className="rounded-lg bg-white px-3 py-1.5 font-mono text-sm font-semibold text-ink ring-1 ring-slate-200">
                {range.replace("-", " – ")}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="local-notes" aria-labelledby="local-notes-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="local-notes-heading" className="text-3xl font-bold tracking-tight text-ink">
          Cleaning in {page.borough}: what we plan for
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {page.localNotes.map((note) => (
            <article key={note.id} id={note.id} aria-labelledby={`${note.id}-heading`} className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              <h3 id={`${note.id}-heading`} className="text-xl font-semibold text-ink">
                {note.heading}
              </h3>
              <div className="mt-3 space-y-3 text-slate-700">
                {note.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </article>
          ))}
        </div>
      </section>

      <section id="services" aria-labelledby="borough-services-heading" className="bg-slate-50 py-14">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="borough-services-heading" className="text-3xl font-bold tracking-tight text-ink">
            {page.services.heading}
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">{page.services.intro}</p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {services.map((service) => (
              <li key={service.serviceSlug}>
                <ServiceCard slug={service.serviceSlug} name={service.name} summary={service.text} href={service.href} priceLabel={service.priceLabel} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="pricing" aria-labelledby="borough-pricing-heading" className="mx-auto max-w-3xl px-4 py-14">
        <h2 id="borough-pricing-heading" className="text-3xl font-bold tracking-tight text-ink">
          Pricing in {page.borough}
        </h2>
        <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
          {page.pricing.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <GuideSections path={page.path} />

      <FaqList faqs={page.faqs} />
      <CtaBanner cta={page.cta} trust={trust("dark")} />
    </>
  );
}
