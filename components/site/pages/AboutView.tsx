import type { AboutPageContent } from "@/lib/site/content";
import type { Crumb } from "@/lib/site/seo/breadcrumbs";
import { CtaBanner } from "../CtaBanner";
import { GuideSections } from "../GuideSections";
import { WhyChooseUs } from "./WhyChooseUs";
import { Icon, type IconName } from "../icons";
import { BoroughMap } from "../illustrations/BoroughMap";
import { PageHeader } from "../PageHeader";
import { ProseSection } from "../ProseSection";

const VALUE_ICONS: readonly IconName[] = ["tag", "home", "sparkles", "pin"];

/** /about: who we are, how we work and what we stand for. */
export function AboutView({ page, crumbs }: { page: AboutPageContent; crumbs: readonly Crumb[] }) {
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow="About us"
        title={page.h1}
        intro={page.intro}
        aside={<BoroughMap title="Map of Manhattan, Brooklyn and Queens, the three boroughs we serve" className="mx-auto h-auto w-full max-w-xs" />}
      />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-14">
        {page.sections.map((section) => (
          <ProseSection key={section.id} section={section} />
        ))}
      </div>
      <section id="values" aria-labelledby="values-heading" className="bg-slate-50 py-14">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="values-heading" className="text-3xl font-bold tracking-tight text-ink">
            What we stand for
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {page.values.map((value, index) => (
              <li key={value.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <Icon name={VALUE_ICONS[index % VALUE_ICONS.length] ?? "sparkles"} className="h-5 w-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{value.title}</h3>
                <p className="mt-2 text-slate-700">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <GuideSections path={page.path} />
      <WhyChooseUs content={page.whyChooseUs} />
      <div className="pt-16">
        <CtaBanner cta={page.cta} />
      </div>
    </>
  );
}
