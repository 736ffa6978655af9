import { CONTACT_LIMITS, CONTACT_MESSAGES } from "@/lib/contact/contact-schema";
import type { Locale } from "@/lib/kernel/enums/locales";
import { fillWords } from "@/lib/kernel/i18n/fill-words";
import type { SitePagesWords } from "@/lib/kernel/i18n/site-pages-words";
import type { FieldErrors } from "@/lib/kernel/failure";
import { PHONE_PROBLEM_MESSAGES } from "@/lib/kernel/phone/phone-number";

type ErrorKey = keyof SitePagesWords["contactForm"]["errors"];

/**
 * The contact schema's messages (and the phone check's) are English, in the schema the server
 * shares; each one the form can show is known by its text, so it is said in the page's language
 * by the same key, whether the browser's check or the server's answer gave it.
 */
const KEY_OF = new Map<string, ErrorKey>([
  ...(Object.entries(CONTACT_MESSAGES) as [keyof typeof CONTACT_MESSAGES, string][]).map(([key, text]) => [text, key] as const),
  [PHONE_PROBLEM_MESSAGES.invalid, "phoneInvalid"],
  [PHONE_PROBLEM_MESSAGES["not-us"], "phoneNotUs"],
  [PHONE_PROBLEM_MESSAGES["not-mobile"], "phoneNotMobile"],
]);

/**
 * The form's messages in a language, from that language's words (its server parent hands them
 * over): English as given; another language by key, an unknown message as given.
 */
export function contactErrorsIn(locale: Locale, words: SitePagesWords["contactForm"]["errors"]) {
  const message = (text: string | null): string | null => {
    if (text === null || locale === "en") return text;
    const key = KEY_OF.get(text);
    return key ? fillWords(words[key], { max: CONTACT_LIMITS.name, min: CONTACT_LIMITS.messageMin }) : text;
  };
  return {
    message,
    fieldErrors: (errors: FieldErrors): FieldErrors =>
      locale === "en" ? errors : Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, message(text) ?? text])),
  };
}
