import { ContactDetails } from "@/components/contact/ContactDetails";
import { ContactForm } from "@/components/contact/ContactForm";
import { buildPageMetadata } from "@/lib/site/seo/metadata";
import { getCompanyContacts } from "@/lib/site/company";

export const metadata = buildPageMetadata({
  title: "Contact Us and Free Estimates | Borough Bright Cleaning",
  metaDescription:
    "Contact Borough Bright Cleaning in Manhattan, Brooklyn and Queens: ask a question or request a free estimate for office and post-construction cleaning.",
  path: "/contact",
});

/** /contact: static; the form sends to POST /api/contact from the browser. */
export default function ContactPage() {
  const company = getCompanyContacts();
  return (
    <>
      <section className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Manhattan · Brooklyn · Queens</p>
          <h1 className="mt-2 text-4xl font-bold text-ink sm:text-5xl">Contact Borough Bright Cleaning</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            A question about a cleaning, a quote for your office, or a renovation that left dust everywhere? Write to our New York City team and a real person will answer, by email, phone or text, as you prefer.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-3">
        <section aria-labelledby="contact-form-heading" className="lg:col-span-2">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 id="contact-form-heading" className="text-2xl font-bold text-ink">
              Send us a message
            </h2>
            <p className="mt-2 text-slate-600">Fields without &ldquo;optional&rdquo; are required.</p>
            <div className="mt-6">
              <ContactForm />
            </div>
          </div>
        </section>
        <ContactDetails company={company} />
      </div>
    </>
  );
}
