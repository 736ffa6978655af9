import type { AboutPageContent, WhyChooseUsCard } from "@/lib/site/content";
import { BadgeCard } from "../BadgeCard";
import { Icon, type IconName } from "../icons";
import { PageSection } from "../PageSection";
import { SectionIntro } from "../SectionHeading";

const CARD_ICONS: Record<WhyChooseUsCard["id"], IconName> = {
  "consistent-and-dependable": "calendar",
  "experienced-and-trained": "award",
  "safe-and-vetted": "shield",
  "satisfaction-guarantee": "smile",
  "professional-equipment": "spray",
  "always-available": "clock",
};

/** The six Why Choose Us cards (on /about since the home page became a short path, issue #24). */
export function WhyChooseUs({ content }: { content: AboutPageContent["whyChooseUs"] }) {
  return (
    <PageSection id="why-choose-us" band className="bg-slate-50 py-16 md:py-20">
      <SectionIntro headingId="why-choose-us-heading" heading={content.heading} paragraphs={[content.intro]} large className="max-w-2xl" />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {content.cards.map((card) => (
          <BadgeCard
            key={card.id}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            badgeClassName="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-700 text-white"
            badge={<Icon name={CARD_ICONS[card.id]} className="h-6 w-6" />}
            card={card}
          />
        ))}
      </ul>
    </PageSection>
  );
}
