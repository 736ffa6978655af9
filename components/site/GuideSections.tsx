import { localeHref, splitLocale } from "@/lib/kernel/i18n/paths";
import { guideSectionsFor } from "@/lib/site/content";
import { ButtonLink } from "./ButtonLink";
import { ProseSection } from "./ProseSection";

/**
 * The long guide copy that moved off the home page (lib/site/content/guides.ts) onto the page a
 * searcher for its topic lands on: each section with its own call to action. Nothing when the
 * page has none. Their links lead to pages in the page's language where they exist.
 */
export function GuideSections({ path }: { path: string }) {
  const sections = guideSectionsFor(path);
  if (sections.length === 0) return null;
  return (
    <div id="guide" className="mx-auto max-w-3xl space-y-14 px-4 py-14">
      {sections.map((section) => (
        <div key={section.id}>
          <ProseSection section={section} />
          <ButtonLink href={localeHref(splitLocale(path).locale, section.cta.href)} variant="secondary" className="mt-6">
            {section.cta.label}
          </ButtonLink>
        </div>
      ))}
    </div>
  );
}
