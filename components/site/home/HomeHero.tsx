import Image from "next/image";
import { IntentLink } from "@/components/site/IntentLink";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/kernel/enums/locales";
import { homeWords } from "@/lib/kernel/i18n/home-words";
import { localeHref } from "@/lib/kernel/i18n/paths";
import type { HomePageContent } from "@/lib/site/content";
import { Icon } from "../icons";
import { HeroImagePreload } from "./HeroImagePreload";

export const HERO_IMAGE = "/illustrations/hero-brownstones.svg";

/**
 * Home section 1: tagline, the page's h1, the three borough buttons, and beside them the quick
 * quote with the trust facts (issue #24), which the page hands in as `quote`.
 */
export function HomeHero({ hero, h1, quote, locale }: { hero: HomePageContent["hero"]; h1: string; quote: ReactNode; locale: Locale }) {
  const words = homeWords(locale).hero;
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <HeroImagePreload href={HERO_IMAGE} />
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 pb-12 pt-8 sm:pt-12 md:grid-cols-[1.1fr_1fr] md:gap-12 md:pb-16 md:pt-14">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-base font-bold text-brand-800 shadow-sm ring-1 ring-brand-200">
            <Icon name="sparkles" className="h-5 w-5 text-brand-600" />
            {hero.tagline}
          </p>
          <h1 id="home-title" className="mt-5 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
            {h1}
          </h1>
          <p className="mt-5 text-xl font-medium text-slate-700">{hero.subheading}</p>
          {hero.text.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-lg text-slate-700">
              {paragraph}
            </p>
          ))}
          <div className="mt-8 flex items-end justify-between gap-6">
            <nav aria-label={words.boroughs}>
              <p className="text-sm font-semibold text-slate-600">{words.boroughsHeading}</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {hero.boroughButtons.map((button) => (
                  <li key={button.href}>
                    <IntentLink
                      href={localeHref(locale, button.href)}
                      className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800 transition-colors hover:border-brand-600 hover:bg-brand-50"
                    >
                      <Icon name="pin" className="h-4 w-4" />
                      {button.label}
                    </IntentLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="relative hidden w-48 shrink-0 md:block">
              <Image
                src={HERO_IMAGE}
                alt={words.imageAlt}
                width={640}
                height={480}
                // The main image: fetched first; the SVG needs no resizing.
                unoptimized
                loading="eager"
                fetchPriority="high"
                className="h-auto w-full"
              />
            </div>
          </div>
        </div>
        <div>{quote}</div>
      </div>
    </section>
  );
}
