import { CONTACT_BOROUGHS, CONTACT_METHODS, CONTACT_SERVICES } from "@/lib/contact/contact-options";
import { languageTag, type Locale } from "@/lib/kernel/enums/locales";
import { sitePagesWords, type SitePagesWords } from "@/lib/kernel/i18n/site-pages-words";
import { contentIn } from "@/lib/site/content";

/**
 * What the contact form says, in the page's language only, handed to it by its server parent:
 * a client component that imported the catalogues would ship both languages, and the Spanish
 * service list, on every contact page (docs/architecture.md, "Languages").
 */
export interface ContactText {
  locale: Locale;
  /** "en-US" or "es-US", for numbers written into the message. */
  languageTag: string;
  form: SitePagesWords["contactForm"];
  sent: SitePagesWords["contactSent"];
  options: {
    boroughs: { value: string; label: string }[];
    services: { value: string; label: string }[];
    methods: { value: string; label: string }[];
  };
}

/** The contact form's words and choices in a language; services by their names on the site. */
export function contactTextIn(locale: Locale): ContactText {
  const words = sitePagesWords(locale);
  const siteName = (slug: string) => (locale === "en" ? undefined : contentIn(locale).serviceSummaries.find((summary) => summary.slug === slug)?.name);
  return {
    locale,
    languageTag: languageTag(locale),
    form: words.contactForm,
    sent: words.contactSent,
    options: {
      boroughs: CONTACT_BOROUGHS.map((value) => ({ value, label: words.contactForm.boroughs[value] })),
      services: CONTACT_SERVICES.map((service) => ({ value: service.slug, label: siteName(service.slug) ?? service.name })),
      methods: CONTACT_METHODS.map((value) => ({ value, label: words.contactForm.methods[value] })),
    },
  };
}
