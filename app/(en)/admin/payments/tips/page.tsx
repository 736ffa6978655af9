import type { Metadata } from "next";
import Link from "next/link";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { DataTable, type DataColumn } from "@/components/admin/DataTable";
import { FilterBar } from "@/components/admin/FilterBar";
import { PaymentsTabs } from "@/components/admin/payments/PaymentsTabs";
import { linkClass } from "@/components/ui/styles";
import { TextField } from "@/components/forms/TextField";
import { formatUsd } from "@/lib/kernel/format/shorthand";
import { formatCalendarDate } from "@/lib/kernel/format/date-time";
import { parseIsoDate } from "@/lib/kernel/time/calendar-date";
import { requireAdminPage } from "@/lib/web/http/admin-access";
import { parseFilters, type RawSearchParams } from "@/lib/admin/search-params";
import { tipsReportPageView } from "@/lib/payments/tips/tip-pages";
import { tipsReportFilterSchema, type TipsReportRow } from "@/lib/payments/tips/tip-reports";

export const metadata: Metadata = { title: "Tips" };

const cleanerColumn: DataColumn<TipsReportRow> = {
  header: "Cleaner",
  cell: (row) => (
    <Link href={`/admin/users/${row.cleanerId}`} className={linkClass}>
      {row.cleanerName}
    </Link>
  ),
};
const amountColumns: DataColumn<TipsReportRow>[] = [
  { header: "Tips", headerClassName: "text-right", className: "text-right", cell: (row) => row.tips },
  { header: "Total", headerClassName: "text-right", className: "whitespace-nowrap text-right", cell: (row) => formatUsd(row.totalCents) },
];

/** "Mon, Mar 9, 2026" for a YYYY-MM-DD day. */
const dayText = (isoDate: string) => {
  const day = parseIsoDate(isoDate);
  return day ? formatCalendarDate(day, "weekdayDate") : isoDate;
};
const weekColumn: DataColumn<TipsReportRow> = { header: "Week of", className: "whitespace-nowrap", cell: (row) => dayText(row.week) };

function TipsTable({ caption, rows, columns }: { caption: string; rows: readonly TipsReportRow[]; columns: readonly DataColumn<TipsReportRow>[] }) {
  return <DataTable caption={caption} empty="No tips were paid in these days." rows={rows} rowKey={(row) => row.key} columns={columns} />;
}

/** Paid tips by cleaner and by New York week (Monday to Sunday) over a range of days (docs/payments.md#tips). */
export default async function AdminTipsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage("payments.manage");
  const { query, values, errors } = parseFilters(tipsReportFilterSchema, await searchParams);
  const report = await tipsReportPageView(query);
  return (
    <>
      <AdminPageHeader
        title="Tips"
        description={`Tips customers paid, credited to the cleaner of each visit: ${formatUsd(report.totalCents)} from ${dayText(report.from)} to ${dayText(report.to)}.`}
      />
      <PaymentsTabs current="/admin/payments/tips" />
      <FilterBar action="/admin/payments/tips" errors={errors} label="Filter tips by day">
        <TextField name="from" label="From" type="date" defaultValue={values.from ?? report.from} />
        <TextField name="to" label="To" type="date" defaultValue={values.to ?? report.to} />
      </FilterBar>
      <section aria-labelledby="tips-by-cleaner" className="space-y-3">
        <h2 id="tips-by-cleaner" className="text-lg font-semibold text-ink">
          By cleaner
        </h2>
        <TipsTable caption="Tips by cleaner" rows={report.cleaners} columns={[cleanerColumn, ...amountColumns]} />
      </section>
      <section aria-labelledby="tips-by-week" className="mt-10 space-y-3">
        <h2 id="tips-by-week" className="text-lg font-semibold text-ink">
          By week
        </h2>
        <TipsTable caption="Tips by week and cleaner" rows={report.rows} columns={[weekColumn, cleanerColumn, ...amountColumns]} />
      </section>
    </>
  );
}
