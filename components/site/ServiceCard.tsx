import { IntentLink } from "@/components/site/IntentLink";
import { Icon } from "./icons";
import { serviceIcon } from "./service-icons";

/**
 * A service in a grid: icon, name (the whole card is one link through the name), summary and
 * its starting price.
 */
export function ServiceCard({
  slug,
  name,
  summary,
  href,
  priceLabel,
  headingLevel = 3,
}: {
  slug: string;
  name: string;
  summary: string;
  href: string;
  priceLabel?: string;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name={serviceIcon(slug)} className="h-7 w-7" />
      </span>
      <Heading className="mt-4 text-lg font-semibold text-ink">
        {/* The link covers the card (after:inset-0) so the whole card is clickable with one tab stop. */}
        <IntentLink href={href} className="after:absolute after:inset-0 after:rounded-2xl">
          {name}
        </IntentLink>
      </Heading>
      <p className="mt-2 flex-1 text-slate-700">{summary}</p>
      {priceLabel ? <p className="mt-4 text-sm font-semibold text-brand-800">{priceLabel}</p> : null}
    </article>
  );
}
