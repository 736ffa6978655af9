import type { ReactNode } from "react";
import type { Locale } from "@/lib/kernel/enums/locales";
import { localeHref } from "@/lib/kernel/i18n/paths";
import type { CallToAction } from "@/lib/site/content";
import { ButtonLink } from "./ButtonLink";

/** The closing call to action of a page, on the brand color, with the trust facts when given; its links lead to pages in `locale` where they exist. */
export function CtaBanner({ locale, cta, id = "get-started", trust }: { locale: Locale; cta: CallToAction; id?: string; trust?: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="px-4 pb-20">
      <div className="mx-auto max-w-6xl overflow-hidden rounded-3xl bg-brand-800 px-6 py-12 text-center sm:px-12">
        <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight text-white">
          {cta.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{cta.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href={localeHref(locale, cta.primary.href)} variant="light" size="lg">
            {cta.primary.label}
          </ButtonLink>
          {cta.secondary ? (
            <ButtonLink href={localeHref(locale, cta.secondary.href)} variant="outlineLight" size="lg">
              {cta.secondary.label}
            </ButtonLink>
          ) : null}
        </div>
        {trust}
      </div>
    </section>
  );
}
