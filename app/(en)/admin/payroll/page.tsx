import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader, AdminSectionCard } from "@/components/admin/AdminPageHeader";
import { DataTable } from "@/components/admin/DataTable";
import { Pill } from "@/components/admin/StatusBadge";
import { PayrollSettingsForm } from "@/components/admin/payroll/PayrollSettingsForm";
import { linkClass } from "@/components/ui/styles";
import { formatUsd } from "@/lib/kernel/money";
import { periodLabel } from "@/lib/payroll/period-label";
import { payrollPageView } from "@/lib/payroll/payroll-pages";
import type { PeriodListItem } from "@/lib/payroll/periods-list";
import { requireAdminPage } from "@/lib/web/http/admin-access";

export const metadata: Metadata = { title: "Payroll" };

const STATE = { running: { tone: "sky", label: "Running" }, open: { tone: "amber", label: "Ready to approve" }, approved: { tone: "green", label: "Approved" } } as const;

/** Pay periods, newest first, and the payroll settings (docs/product.md, "Payroll"). */
export default async function AdminPayrollPage() {
  await requireAdminPage("payroll.manage");
  const { settings, periods } = await payrollPageView();
  return (
    <>
      <AdminPageHeader title="Payroll" description="Pay for each cleaner by period: visits from check-in to check-out, travel between visits, tips and adjustments. Approve a period once it ends, then export it for the payroll provider." />
      <div className="space-y-6">
        <AdminSectionCard id="periods" title="Pay periods">
          <DataTable<PeriodListItem>
            caption="Pay periods"
            empty="No pay periods yet."
            rows={periods}
            rowKey={(period) => period.start}
            columns={[
              {
                header: "Period",
                cell: (period) => (
                  <Link href={`/admin/payroll/${period.start}`} className={linkClass}>
                    {periodLabel(period.start, period.end)}
                  </Link>
                ),
              },
              { header: "State", cell: (period) => <Pill tone={STATE[period.state].tone}>{STATE[period.state].label}</Pill> },
              { header: "Approved total", headerClassName: "text-right", className: "text-right", cell: (period) => (period.approvedTotalCents === null ? "—" : formatUsd(period.approvedTotalCents)) },
            ]}
          />
        </AdminSectionCard>
        <AdminSectionCard id="settings" title="Settings" description="Periods are counted in New York calendar days from the day a period starts.">
          <PayrollSettingsForm current={settings} />
        </AdminSectionCard>
      </div>
    </>
  );
}
