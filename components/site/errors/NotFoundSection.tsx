import type { Metadata } from "next";
import { Icon } from "@/components/site/icons";
import type { Locale } from "@/lib/kernel/enums/locales";
import { localeHref } from "@/lib/kernel/i18n/paths";
import { shellWords } from "@/lib/kernel/i18n/shell-words";
import { fillWords } from "@/lib/kernel/i18n/fill-words";
import { getCompanyContacts } from "@/lib/site/company";
import { HttpErrorSection } from "./HttpErrorSection";

/** The head of a missing page in a language: never indexed, its links followed. */
export function notFoundMetadata(locale: Locale): Metadata {
  const words = shellWords(locale).notFound;
  return { title: { absolute: words.metaTitle }, description: words.metaDescription, robots: { index: false, follow: true } };
}

export const NOT_FOUND_METADATA: Metadata = notFoundMetadata("en");

/**
 * What a missing page says, inside whatever frame it is shown in, in the page's language. Kept
 * small on purpose: Next.js writes the not-found boundary into the data of every page below it,
 * so its weight is paid on every page view (docs/operations.md, "Page weight"). The header's
 * Services menu lists the rest.
 */
export function NotFoundSection({ locale = "en" }: { locale?: Locale }) {
  const company = getCompanyContacts();
  const words = shellWords(locale).notFound;
  return (
    <HttpErrorSection
      code={404}
      codeLabel={fillWords(words.code, { code: 404 })}
      title={words.title}
      links={[
        { href: localeHref(locale, "/"), label: words.home },
        { href: localeHref(locale, "/service-page"), label: words.allServices },
        { href: localeHref(locale, "/booking"), label: words.book, primary: true },
        { href: localeHref(locale, "/contact"), label: words.contact },
      ]}
      after={
        <p className="mt-10 text-slate-700">
          {words.talk}{" "}
          <a href={company.phoneHref} className="inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-4">
            <Icon name="phone" className="h-4 w-4" />
            {fillWords(words.call, { phone: company.phone })}
          </a>
        </p>
      }
    >
      {words.lead}
    </HttpErrorSection>
  );
}
