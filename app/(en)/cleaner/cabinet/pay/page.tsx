import type { Metadata } from "next";
import { CabinetPageTitle } from "@/components/cabinet/CabinetPageTitle";
import Link from "next/link";
import { PayReportCard } from "@/components/payroll/PayReportCard";
import { linkClass } from "@/components/ui/styles";
import { isoDateSchema } from "@/lib/kernel/time/calendar-date";
import { periodLabel } from "@/lib/payroll/period-label";
import { ownPayPageView } from "@/lib/payroll/payroll-pages";
import { requireCabinetPage } from "@/lib/web/http/admin-access";

export const metadata: Metadata = { title: "My pay", robots: { index: false, follow: false } };

/** The signed-in cleaner's own pay, period by period (docs/product.md, "Payroll"): only ever their own. */
export default async function CleanerPayPage({ searchParams }: { searchParams: Promise<{ period?: string | string[] }> }) {
  const user = await requireCabinetPage();
  const asked = isoDateSchema.safeParse((await searchParams).period);
  const { periods, report } = await ownPayPageView(user.id, asked.success ? asked.data : null);
  const own = report?.cleaners[0];
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <CabinetPageTitle title="My pay" />
      <nav aria-label="Pay periods" className="mt-4 flex flex-wrap gap-2 text-sm">
        {periods.map((period) => (
          <Link key={period.start} href={`/cleaner/cabinet/pay?period=${period.start}`} className={linkClass} aria-current={report?.period.start === period.start ? "page" : undefined}>
            {periodLabel(period.start, period.end)}
          </Link>
        ))}
      </nav>
      {report ? (
        <section aria-labelledby="period-title" className="mt-6 space-y-3">
          <h2 id="period-title" className="text-xl font-semibold text-ink">
            {periodLabel(report.period.start, report.period.end)} · {report.approval ? "approved by the office" : "not approved yet, may still change"}
          </h2>
          {own ? <PayReportCard report={own} travel={report.travel} /> : <p className="text-sm text-slate-600">No visits, tips or adjustments for you in this period.</p>}
        </section>
      ) : (
        <p className="mt-6 text-sm text-slate-600">We could not find that pay period. Choose one above.</p>
      )}
    </div>
  );
}
