import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader, AdminSectionCard } from "@/components/admin/AdminPageHeader";
import { AdjustmentForm } from "@/components/admin/payroll/AdjustmentForm";
import { ApprovePeriodButton } from "@/components/admin/payroll/ApprovePeriodButton";
import { PayReportCard } from "@/components/payroll/PayReportCard";
import { secondaryButtonClass } from "@/components/ui/styles";
import { formatUsd } from "@/lib/kernel/money";
import { formatDateTime } from "@/lib/kernel/format/shorthand";
import { periodParams } from "@/lib/payroll/period-params";
import { periodLabel } from "@/lib/payroll/period-label";
import { payrollPeriodPageView } from "@/lib/payroll/payroll-pages";
import { requireAdminPage } from "@/lib/web/http/admin-access";

export const metadata: Metadata = { title: "Pay period" };

/** One pay period: every cleaner's report, approval, the export and adjustments (docs/product.md, "Payroll"). */
export default async function AdminPayPeriodPage({ params }: { params: Promise<{ start: string }> }) {
  await requireAdminPage("payroll.manage");
  const parsed = periodParams.safeParse(await params);
  if (!parsed.success) notFound();
  const report = await payrollPeriodPageView(parsed.data.start);
  if (!report) notFound();
  const label = periodLabel(report.period.start, report.period.end);
  const total = report.cleaners.reduce((sum, cleaner) => sum + cleaner.totalCents, 0);
  return (
    <>
      <AdminPageHeader
        back={{ href: "/admin/payroll", label: "All pay periods" }}
        title={`Pay for ${label}`}
        description={report.approval ? `Approved ${formatDateTime(report.approval.approvedAt)} and locked: ${formatUsd(total)} in all.` : `Not approved yet: ${formatUsd(total)} in all so far.`}
        actions={
          <a href={`/api/admin/payroll/${report.period.start}/export.csv`} className={secondaryButtonClass} download>
            Export CSV
          </a>
        }
      />
      <div className="space-y-6">
        {report.approval ? null : (
          <AdminSectionCard id="approve" title="Approve" description="Once the period has ended and the visits look right, approve it. Nothing that happens later changes an approved report.">
            <ApprovePeriodButton start={report.period.start} label={label} />
          </AdminSectionCard>
        )}
        {report.cleaners.length === 0 ? <p className="text-sm text-slate-600">No visits, tips or adjustments in this period.</p> : report.cleaners.map((cleaner) => <PayReportCard key={cleaner.cleanerId} report={cleaner} travel={report.travel} headingLevel={2} />)}
        {report.approval || report.cleaners.length === 0 ? null : (
          <AdminSectionCard id="adjust" title="Add an adjustment" description="A reimbursement, a bonus or a deduction, with the reason the cleaner will read.">
            <AdjustmentForm start={report.period.start} cleaners={report.cleaners.map((cleaner) => ({ id: cleaner.cleanerId, name: cleaner.name }))} />
          </AdminSectionCard>
        )}
      </div>
    </>
  );
}
