import Link from "next/link";
import { OFFICE_HOURS, REPLY_PROMISE } from "@/lib/contact/office-hours";
import type { CompanyContacts } from "@/lib/site/company";

const linkClass = "font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** The ways to reach the office besides the form, beside it on /contact. */
export function ContactDetails({ company }: { company: CompanyContacts }) {
  return (
    <aside aria-labelledby="contact-details-heading" className="space-y-6">
      <div className="rounded-2xl bg-brand-700 p-6 text-white shadow-sm">
        <h2 id="contact-details-heading" className="text-lg font-semibold">
          Talk to a person
        </h2>
        <dl className="mt-4 space-y-4">
          <div>
            <dt className="text-sm text-brand-100">Call or text</dt>
            <dd>
              <a href={company.phoneHref} className="text-xl font-bold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
                {company.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-brand-100">Email</dt>
            <dd>
              <a href={`mailto:${company.email}`} className="font-semibold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
                {company.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-brand-100">Office hours</dt>
            <dd className="font-semibold">
              {OFFICE_HOURS.days}, {OFFICE_HOURS.hours} {OFFICE_HOURS.timeZone}
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-brand-50">{REPLY_PROMISE}</p>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-lg font-semibold text-ink">Free estimates for offices and renovations</h2>
        <p className="mt-2 text-slate-600">
          Office, commercial and post-construction jobs depend on the space, so we look first, in person or by video, and send a written quote at no cost. Choose one of those services in the form and tick
          &ldquo;Request a free estimate&rdquo;.
        </p>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-lg font-semibold text-ink">Booking a home cleaning?</h2>
        <p className="mt-2 text-slate-600">
          Apartments and houses get an instant price online, no call needed.{" "}
          <Link href="/booking" className={linkClass}>
            Get your quote and book
          </Link>
          .
        </p>
      </div>
    </aside>
  );
}
