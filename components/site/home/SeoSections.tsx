import type { HomePageContent } from "@/lib/content";
import { ButtonLink } from "../ButtonLink";

/**
 * Home section 7: the long guide sections, each ending with a call to action to /contact,
 * with an "On this page" list of anchor links beside them on wide screens.
 */
export function SeoSections({ sections }: { sections: HomePageContent["seoSections"] }) {
  return (
    <div id="guide" className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 md:py-20 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-800">On this page</p>
          <ul className="mt-4 space-y-1 border-l border-slate-200 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-slate-700 hover:border-brand-600 hover:text-brand-800">
                  {section.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-14">
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="max-w-3xl">
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                {section.heading}
              </h2>
              <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
              <ButtonLink href={section.cta.href} variant="secondary" className="mt-6">
                {section.cta.label}
              </ButtonLink>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
