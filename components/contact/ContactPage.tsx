import { contactTextIn } from "./contact-text";
import type { Locale } from "@/lib/kernel/enums/locales";
import { sitePagesWords } from "@/lib/kernel/i18n/site-pages-words";
import { getCompanyContacts } from "@/lib/site/company";
import { buildPageMetadata } from "@/lib/site/seo/metadata";
import { ContactDetails } from "./ContactDetails";
import { ContactForm } from "./ContactForm";

/** /contact's title and description in a language, at its address in it. */
export function contactPageMetadata(locale: Locale) {
  const words = sitePagesWords(locale).contact;
  return buildPageMetadata({ title: words.title, metaDescription: words.metaDescription, path: locale === "es" ? "/es/contact" : "/contact" });
}

/** /contact and /es/contact: static; the form sends to POST /api/contact from the browser. */
export function ContactPage({ locale }: { locale: Locale }) {
  const company = getCompanyContacts();
  const words = sitePagesWords(locale).contact;
  return (
    <>
      <section className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{words.eyebrow}</p>
          <h1 className="mt-2 text-4xl font-bold text-ink sm:text-5xl">{words.h1}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{words.intro}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-3">
        <section aria-labelledby="contact-form-heading" className="lg:col-span-2">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 id="contact-form-heading" className="text-2xl font-bold text-ink">
              {words.formHeading}
            </h2>
            <p className="mt-2 text-slate-600">{words.requiredNote}</p>
            <div className="mt-6">
              <ContactForm copy={contactTextIn(locale)} />
            </div>
          </div>
        </section>
        <ContactDetails company={company} locale={locale} />
      </div>
    </>
  );
}
