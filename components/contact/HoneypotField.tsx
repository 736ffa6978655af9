import type { Locale } from "@/lib/kernel/enums/locales";
import { sitePagesWords } from "@/lib/kernel/i18n/site-pages-words";

/**
 * The spam trap: off screen, out of the tab order and hidden from assistive technology, so
 * people never fill it in and bots that fill every input give themselves away.
 */
export function HoneypotField({ locale }: { locale: Locale }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor="field-website">{sitePagesWords(locale).contactForm.honeypot}</label>
      <input id="field-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
