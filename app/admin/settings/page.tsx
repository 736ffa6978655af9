import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader, AdminSectionCard } from "@/components/admin/AdminPageHeader";
import { ClosedDaysEditor } from "@/components/admin/settings/ClosedDaysEditor";
import { MaintenanceForm } from "@/components/admin/settings/MaintenanceForm";
import { PriceTableEditor } from "@/components/admin/settings/PriceTableEditor";
import { linkClass } from "@/components/admin/styles";
import { requireAdminPage } from "@/lib/admin/page-guard";
import { can } from "@/lib/admin/permissions";
import { getDb } from "@/lib/db";
import { newYorkIsoDateOf } from "@/lib/time/new-york";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import { upcomingClosedDays } from "@/lib/settings/closed-day";
import { forgetMaintenanceCache, readMaintenance } from "@/lib/settings/maintenance";

export const metadata: Metadata = { title: "Pricing and settings" };

export default async function AdminSettingsPage() {
  const user = await requireAdminPage("settings.pricing");
  // Staff see the flag as stored, not as this host cached it a few seconds ago.
  forgetMaintenanceCache();
  const [settings, maintenance] = await Promise.all([readBusinessSettings(await getDb()), readMaintenance()]);
  return (
    <>
      <AdminPageHeader
        title="Pricing and settings"
        description={
          <>
            Prices, extras, discounts, tax, the late-cancellation fee, capacity and closed days. Every change is{" "}
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
        <AdminSectionCard id="closed-days" title="Closed days">
          <p className="mb-4 text-sm text-slate-600">
            Federal holidays are closed already. Add any other day we do not clean: it leaves the booking calendar, and recurring visits that fall on it
            are skipped with a note to the customer.
          </p>
          <ClosedDaysEditor initial={upcomingClosedDays(settings.closedDays, newYorkIsoDateOf(new Date()))} />
        </AdminSectionCard>
        <AdminSectionCard id="pricing" title="Prices and capacity">
          <PriceTableEditor priceTable={settings.priceTable} capacity={settings.capacity} />
        </AdminSectionCard>
      </div>
    </>
  );
}
