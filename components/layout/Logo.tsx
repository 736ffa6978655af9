import { IntentLink } from "@/components/site/IntentLink";
import type { Locale } from "@/lib/kernel/enums/locales";
import { localeHref } from "@/lib/kernel/i18n/paths";
import { shellWords } from "@/lib/kernel/i18n/shell-words";
import { fillWords } from "@/lib/kernel/i18n/fill-words";

/**
 * The company mark (a sparkle over a rooftop) and name; links home, named by the words it shows.
 * `markOnly` keeps just the mark in sight on a phone (the staff header's one row); the name stays
 * for screen readers, so the link's name does not change with the screen.
 */
export function Logo({ companyName, markOnly = false, locale = "en" }: { companyName: string; markOnly?: boolean; locale?: Locale }) {
  return (
    <IntentLink href={localeHref(locale, "/")} className="flex min-h-11 shrink-0 items-center gap-2.5 rounded-lg" title={fillWords(shellWords(locale).logoTitle, { company: companyName })}>
      <svg viewBox="0 0 40 40" className="h-9 w-9" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="11" fill="#0f766e" />
        <path d="M9 22 20 13l11 9v9H9z" fill="#ccfbf1" />
        <path d="M17 31v-6h6v6" fill="#0f766e" />
        <path d="M29 6.5c.5 2.3 1.2 3 3.5 3.5-2.3.5-3 1.2-3.5 3.5-.5-2.3-1.2-3-3.5-3.5 2.3-.5 3-1.2 3.5-3.5z" fill="#fcd34d" />
      </svg>
      {/* The company's name is English: said so on a Spanish page, so a screen reader speaks it as a name. */}
      <span lang={locale === "en" ? undefined : "en"} className={`flex flex-col leading-none ${markOnly ? "max-nav:sr-only" : ""}`}>
        <span className="text-lg font-bold tracking-tight text-ink">Borough Bright</span>{" "}
        <span className="text-xs font-semibold uppercase tracking-[0.18em] text-brand-700">Cleaning</span>
      </span>
    </IntentLink>
  );
}
