"use client";

import { IntentLink } from "@/components/site/IntentLink";
import type { OfferText } from "./offer-text";
import { OfferCard } from "./OfferCard";
import { OffersLoading } from "./OffersLoading";
import { useSpecialOffers } from "./use-special-offers";

const noteLinkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800";

/**
 * Home page section 2 (docs/product.md#special-offers, #when-something-fails): DISCOUNT badges for the offers the
 * viewer can use. Visitors see every public offer and an invitation to sign in; signed-in users
 * see only the public offers assigned to them. With none, or on any failure, it renders nothing.
 * It loads on the client, so the home page itself stays static. Its words and links come from
 * the server parent, in the page's language only (./offer-text.ts).
 */
export function SpecialOffersSection({ text }: { text: OfferText }) {
  const view = useSpecialOffers();
  const { words, links } = text;
  if (view.kind === "loading") return <OffersLoading text={words.loading} />;
  if (view.kind === "hidden") return null;

  return (
    <section id="special-offers" aria-labelledby="special-offers-heading" className="bg-gradient-to-b from-brand-50 to-white py-14">
      <div className="mx-auto max-w-6xl px-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{words.eyebrow}</p>
        <h2 id="special-offers-heading" className="mt-2 text-3xl font-bold text-ink">
          {words.heading}
        </h2>
        {view.signedIn ? (
          <p className="mt-3 max-w-2xl text-slate-600">{words.signedIn}</p>
        ) : (
          <p className="mt-3 max-w-2xl text-slate-700">
            <IntentLink href={links.register} className={noteLinkClass}>
              {words.signUp}
            </IntentLink>{" "}
            {words.or}{" "}
            <IntentLink href={links.login} className={noteLinkClass}>
              {words.logIn}
            </IntentLink>{" "}
            {words.toSee}
          </p>
        )}
        {/* On phones a row to swipe through, so three offers do not make the home page a screen taller (issue #24). */}
        <ul aria-label={words.list} className="relative -mx-4 mt-8 flex snap-x gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3">
          {view.offers.map((offer) => (
            <OfferCard key={offer.id} offer={offer} signedIn={view.signedIn} text={text} />
          ))}
        </ul>
      </div>
    </section>
  );
}
