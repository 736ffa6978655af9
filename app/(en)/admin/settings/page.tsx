import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader, AdminSectionCard } from "@/components/admin/AdminPageHeader";
import { ClosedDaysEditor } from "@/components/admin/settings/ClosedDaysEditor";
import { HolidaysEditor } from "@/components/admin/settings/HolidaysEditor";
import { MaintenanceForm } from "@/components/admin/settings/MaintenanceForm";
import { PriceTableEditor } from "@/components/admin/settings/PriceTableEditor";
import { ReviewLinkForm } from "@/components/admin/settings/ReviewLinkForm";
import { WaitlistHoldForm } from "@/components/admin/settings/WaitlistHoldForm";
import { linkClass } from "@/components/ui/styles";
import { requireAdminPage } from "@/lib/web/http/admin-access";
import { can } from "@/lib/admin/permissions";
import { newYorkIsoDateOf } from "@/lib/kernel/time/new-york";
import { adminSettingsPageView } from "@/lib/admin/settings/settings-page";
import { upcomingClosedDays } from "@/lib/settings/closed-day";

export const metadata: Metadata = { title: "Pricing and settings" };

export default async function AdminSettingsPage() {
  const user = await requireAdminPage("settings.pricing");
  const { settings, maintenance, googleReviewUrl, waitlistHoldMinutes } = await adminSettingsPageView();
  const today = newYorkIsoDateOf(new Date());
  return (
    <>
      <AdminPageHeader
        title="Pricing and settings"
        description={
          <>
            Prices, extras, discounts, tax, the late-cancellation fee, travel between visits, holidays and closed days. Every change is{" "}
            <Link href="/admin/audit?subjectType=settings" className={linkClass}>
              in the audit log
            </Link>
            .
          </>
        }
      />
      <div className="space-y-6">
        {can(user.role, "settings.maintenance") ? (
          <AdminSectionCard id="maintenance" title="Maintenance mode">
            <MaintenanceForm initial={maintenance} />
          </AdminSectionCard>
        ) : null}
        <AdminSectionCard id="holidays" title="Holidays">
          <p className="mb-4 text-sm text-slate-600">
            Choose the federal holidays we close. A closed holiday leaves the booking calendar and recurring visits on it are skipped with a note to the
            customer; when it falls on a weekend, the weekday it is observed on follows the same choice. On an open holiday you may add a surcharge: a
            percentage of the visit&apos;s subtotal, shown in the quote as its own line.
          </p>
          <HolidaysEditor initial={settings.closing.holidays} today={today} />
        </AdminSectionCard>
        <AdminSectionCard id="closed-days" title="Closed days">
          <p className="mb-4 text-sm text-slate-600">
            Add any other day we do not clean: it leaves the booking calendar, and recurring visits that fall on it are skipped with a note to the
            customer.
          </p>
          <ClosedDaysEditor initial={upcomingClosedDays(settings.closing.closedDays, today)} />
        </AdminSectionCard>
        <AdminSectionCard id="review-requests" title="Google review requests">
          <p className="mb-4 text-sm text-slate-600">
            The day after every completed visit, at 10 AM, the customer gets one email (and a text, if they switched that on) asking for a Google
            review, at most once every 90 days. Everyone is asked, whatever their rating: Google does not allow asking only happy customers, and we
            offer nothing in return for a review.
          </p>
          <ReviewLinkForm initial={googleReviewUrl} />
        </AdminSectionCard>
        <AdminSectionCard id="waitlist" title="Waitlist">
          <p className="mb-4 text-sm text-slate-600">
            When a visit is cancelled or teams are added, the freed time is held for the first person waiting for that day and part of the day, and
            they are emailed at once. If they do not book it in time, it goes to the next person on the list.
          </p>
          <WaitlistHoldForm initial={waitlistHoldMinutes} />
        </AdminSectionCard>
        <AdminSectionCard id="pricing" title="Prices and travel">
          <PriceTableEditor priceTable={settings.priceTable} travel={settings.travel} />
        </AdminSectionCard>
      </div>
    </>
  );
}
