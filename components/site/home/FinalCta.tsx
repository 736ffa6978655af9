import type { ReactNode } from "react";
import type { Locale } from "@/lib/kernel/enums/locales";
import { localeHref } from "@/lib/kernel/i18n/paths";
import type { HomePageContent } from "@/lib/site/content";
import { ButtonLink } from "../ButtonLink";
import { Icon } from "../icons";

/** Home: the last call to action, with Book Now, a phone link and the trust facts. */
export function FinalCta({ content, phoneHref, trust, locale }: { content: HomePageContent["finalCta"]; phoneHref: string; trust?: ReactNode; locale: Locale }) {
  return (
    <section id="book" aria-labelledby="final-cta-heading" className="px-4 pb-16">
      <div className="mx-auto max-w-6xl rounded-3xl bg-brand-800 px-6 py-12 text-center sm:px-12">
        <h2 id="final-cta-heading" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {content.heading}
        </h2>
        {content.text.map((paragraph) => (
          <p key={paragraph} className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
            {paragraph}
          </p>
        ))}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href={localeHref(locale, content.bookNow.href)} variant="light" size="lg">
            {content.bookNow.label}
          </ButtonLink>
          <ButtonLink href={phoneHref} variant="outlineLight" size="lg">
            <Icon name="phone" className="h-5 w-5" />
            {content.callLabel}
          </ButtonLink>
        </div>
        {trust}
      </div>
    </section>
  );
}
