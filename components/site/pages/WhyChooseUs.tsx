import type { AboutPageContent, WhyChooseUsCard } from "@/lib/site/content";
import { Icon, type IconName } from "../icons";

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
    <section id="why-choose-us" aria-labelledby="why-choose-us-heading" className="bg-slate-50 py-16 md:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="max-w-2xl">
          <h2 id="why-choose-us-heading" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {content.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{content.intro}</p>
        </div>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {content.cards.map((card) => (
            <li key={card.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon name={CARD_ICONS[card.id]} className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{card.title}</h3>
              <p className="mt-2 text-slate-700">{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
