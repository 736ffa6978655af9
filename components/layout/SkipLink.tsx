import type { Locale } from "@/lib/kernel/enums/locales";
import { shellWords } from "@/lib/kernel/i18n/shell-words";

/** The keyboard's first stop on every page: hidden until focused, it jumps past the header to `<main id="main">`. */
export function SkipLink({ locale }: { locale: Locale }) {
  return (
    <a
      href="#main"
      className="sr-only rounded-lg bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60]"
    >
      {shellWords(locale).skipToContent}
    </a>
  );
}
