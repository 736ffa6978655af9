import Link from "next/link";
import type { Locale } from "@/lib/kernel/enums/locales";
import { localeHref } from "@/lib/kernel/i18n/paths";
import { sitePagesWords } from "@/lib/kernel/i18n/site-pages-words";
import type { CompanyContacts } from "@/lib/site/company";

const linkClass = "font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** The ways to reach the office besides the form, beside it on /contact. */
export function ContactDetails({ company, locale }: { company: CompanyContacts; locale: Locale }) {
  const words = sitePagesWords(locale).contactDetails;
  return (
    <aside aria-labelledby="contact-details-heading" className="space-y-6">
      <div className="rounded-2xl bg-brand-700 p-6 text-white shadow-sm">
        <h2 id="contact-details-heading" className="text-lg font-semibold">
          {words.heading}
        </h2>
        <dl className="mt-4 space-y-4">
          <div>
            <dt className="text-sm text-brand-100">{words.callOrText}</dt>
            <dd>
              <a href={company.phoneHref} className="text-xl font-bold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
                {company.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-brand-100">{words.email}</dt>
            <dd>
              <a href={`mailto:${company.email}`} className="font-semibold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
                {company.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-brand-100">{words.officeHours}</dt>
            <dd className="font-semibold">
              {words.hours.days}, {words.hours.hours} {words.hours.timeZone}
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-brand-50">{words.replyPromise}</p>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-lg font-semibold text-ink">{words.estimatesHeading}</h2>
        <p className="mt-2 text-slate-600">{words.estimatesText}</p>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-lg font-semibold text-ink">{words.bookingHeading}</h2>
        <p className="mt-2 text-slate-600">
          {words.bookingText}{" "}
          <Link href={localeHref(locale, "/booking")} className={linkClass}>
            {words.bookingLink}
          </Link>
          .
        </p>
      </div>
    </aside>
  );
}
