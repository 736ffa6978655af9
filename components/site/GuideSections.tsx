import { guideSectionsFor } from "@/lib/site/content";
import { ButtonLink } from "./ButtonLink";
import { ProseSection } from "./ProseSection";

/**
 * The long guide copy that moved off the home page (lib/site/content/guides.ts) onto the page a
 * searcher for its topic lands on: each section with its own call to action. Nothing when the
 * page has none.
 */
export function GuideSections({ path }: { path: string }) {
  const sections = guideSectionsFor(path);
  if (sections.length === 0) return null;
  return (
    <div id="guide" className="mx-auto max-w-3xl space-y-14 px-4 py-14">
      {sections.map((section) => (
        <div key={section.id}>
          <ProseSection section={section} />
          <ButtonLink href={section.cta.href} variant="secondary" className="mt-6">
            {section.cta.label}
          </ButtonLink>
        </div>
      ))}
    </div>
  );
}
