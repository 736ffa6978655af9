import type { ContentSection } from "@/lib/site/content";
import { CheckList } from "./CheckList";
import { Paragraphs } from "./Paragraphs";

/** One block of copy: an h2 anchored by its id, paragraphs and an optional list. */
export function ProseSection({ section, headingLevel = 2 }: { section: ContentSection; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`}>
      <Heading id={`${section.id}-heading`} className={headingLevel === 2 ? "text-2xl font-bold tracking-tight text-ink sm:text-3xl" : "text-xl font-semibold text-ink"}>
        {section.heading}
      </Heading>
      <Paragraphs paragraphs={section.paragraphs} className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700" />
      {section.bullets ? <CheckList items={section.bullets} className="mt-5" /> : null}
    </section>
  );
}

/** Blocks of copy one under another, in a reading column unless `className` sets another. */
export function ProseSections({ sections, className = "mx-auto max-w-3xl space-y-12 px-4 py-14" }: { sections: readonly ContentSection[]; className?: string }) {
  return (
    <div className={className}>
      {sections.map((section) => (
        <ProseSection key={section.id} section={section} />
      ))}
    </div>
  );
}
