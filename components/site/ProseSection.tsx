import type { ContentSection } from "@/lib/site/content";
import { CheckList } from "./CheckList";

/** One block of copy: an h2 anchored by its id, paragraphs and an optional list. */
export function ProseSection({ section, headingLevel = 2 }: { section: ContentSection; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`}>
      <Heading id={`${section.id}-heading`} className={headingLevel === 2 ? "text-2xl font-bold tracking-tight text-ink sm:text-3xl" : "text-xl font-semibold text-ink"}>
        {section.heading}
      </Heading>
      <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {section.bullets ? <CheckList items={section.bullets} className="mt-5" /> : null}
    </section>
  );
}
