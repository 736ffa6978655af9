import type { Metadata } from "next";
import { Activity } from "react";
import { BookingForm } from "@/components/booking/BookingForm";
import { getCompanyContacts } from "@/lib/site/company";
import { currentBusinessSettings } from "@/lib/settings/business-settings";
import { featuredServicesForBookingPage } from "@/lib/booking/booking-page";
import { serviceCardsFor } from "@/lib/booking/service-descriptions";
import { upcomingClosing } from "@/lib/settings/closing-calendar";
import { bookableDateRange } from "@/lib/booking/slots";
import { newYorkIsoDateOf } from "@/lib/kernel/time/new-york";

export const metadata: Metadata = {
  title: "Book a cleaning",
  description: "Book a home or office cleaning in Manhattan, Brooklyn or Queens with an instant quote: choose the service, extras, date and time in a few steps.",
  alternates: { canonical: "/booking" },
};

/** The price table, closing calendar and most booked services are the code's at build time and the database's after revalidation. */
export const revalidate = 300;

/**
 * /booking: open to everyone (submitting asks for an account). The server renders a new form's
 * first step, so the page does not jump when it comes alive; the browser then restores the
 * visitor's saved answers, or starts on the service a link named (`?service=`).
 */
export default async function BookingPage() {
  const { priceTable, closing } = await currentBusinessSettings();
  // The page's one clock: the closed days still ahead and the dates that can be booked.
  const now = new Date();
  const today = newYorkIsoDateOf(now);
  const featuredServices = await featuredServicesForBookingPage(priceTable, now);
  const { phone } = getCompanyContacts();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Book a cleaning</h1>
        <p className="mt-2 text-slate-600">Five short steps with your price updated as you go. Nothing is charged now: you pay after the visit.</p>
      </header>
      <div className="mt-8">
        {/* A visible Activity boundary: React hydrates what is inside it after the rest of the page and in
            short slices that yield to the browser, not in one long task (issue #14; docs/operations.md,
            "Page weight"). Unlike a Suspense boundary it is never streamed after the shell, so the
            form is in the first paint. */}
        <Activity mode="visible">
          <BookingForm priceTable={priceTable} phone={phone} closing={upcomingClosing(closing, today)} bookable={bookableDateRange(now)} serviceCards={serviceCardsFor(priceTable, featuredServices)} />
        </Activity>
      </div>
    </div>
  );
}
