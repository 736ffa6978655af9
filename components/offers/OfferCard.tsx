"use client";

import type { MouseEvent } from "react";
import { formatDiscount } from "@/lib/offers/format-discount";
import type { PublicOffer } from "@/lib/offers/offer-types";
import { fullPageNavigation } from "@/lib/kernel/full-page-navigation";
import type { OfferText } from "./offer-text";
import { fillWords } from "@/lib/kernel/i18n/fill-words";

/** A plain click does a full page load (docs/product.md#special-offers); a new-tab click keeps the browser's way. */
function navigateFully(target: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    fullPageNavigation(target);
  };
}

/**
 * One offer: its name, description and the DISCOUNT badge. The badge is a link whose name
 * starts with what it shows ("DISCOUNT 15%") and names the offer, so each one is distinct.
 * The section hands in the page's language; the offer's name and description are shown as the
 * office wrote them, marked as English on a Spanish page.
 */
export function OfferCard({ offer, signedIn, text }: { offer: PublicOffer; signedIn: boolean; text: OfferText }) {
  const { words } = text;
  const target = signedIn ? text.links.booking : text.links.login;
  const action = signedIn ? words.bookNow : words.logInAction;
  return (
    <li className="flex w-[80%] shrink-0 snap-start flex-col rounded-2xl border border-brand-100 bg-white p-6 shadow-sm transition-shadow hover:shadow-md sm:w-auto">
      <h3 lang={text.officeLanguage} className="text-lg font-semibold text-ink">
        {offer.name}
      </h3>
      <p lang={text.officeLanguage} className="mt-2 flex-1 text-slate-600">
        {offer.description}
      </p>
      <a
        href={target}
        onClick={navigateFully(target)}
        className="mt-5 flex items-center gap-3 rounded-xl bg-brand-700 px-4 py-3 text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <span className="rounded-md bg-brand-800 px-2 py-1 text-xs font-bold tracking-[0.18em] text-white">{words.badge}</span>{" "}
        <span className="text-2xl font-extrabold leading-none">{formatDiscount(offer)}</span>
        <span className="sr-only"> {fillWords(words.offWith, { offer: offer.name })}</span>{" "}
        <span className="ml-auto whitespace-nowrap text-sm font-semibold">
          {action}
          <span aria-hidden="true"> →</span>
        </span>
      </a>
    </li>
  );
}
