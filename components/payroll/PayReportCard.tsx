import { formatUsd } from "@/lib/kernel/money";
import { formatDuration, formatInNewYork, formatTimeRange } from "@/lib/kernel/format/date-time";
import { formatMilliPercent } from "@/lib/kernel/money";
import { formatOrderNumber } from "@/lib/booking/order-number";
import type { CleanerPayReport } from "@/lib/payroll/report";
import type { TravelRule } from "@/lib/payroll/pay-math";

/** How the cleaner is paid, in words. */
function ruleText(rule: CleanerPayReport["rule"]): string {
  if (!rule) return "No pay rule set yet: visits show hours only.";
  if (rule.kind === "hourly") return `${formatUsd(rule.hourlyCents)} an hour`;
  const travel = rule.hourlyCents > 0 ? `, travel at ${formatUsd(rule.hourlyCents)} an hour` : "";
  return `${formatMilliPercent(rule.percentBasisPoints * 10)} of each visit's service price${travel}`;
}

/**
 * One cleaner's pay for a period: visits with clock times, travel, tips, adjustments and the
 * totals, which are the sums of the lines shown. Shared by the admin report and the cabinet.
 */
export function PayReportCard({ report, travel, headingLevel = 3 }: { report: CleanerPayReport; travel: TravelRule; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const id = `pay-${report.cleanerId}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <Heading id={id} className="text-lg font-semibold text-ink">
        {report.name} · {formatUsd(report.totalCents)}
      </Heading>
      <p className="mt-1 text-sm text-slate-600">
        {ruleText(report.rule)}. {travel.payTravel ? `Travel between visits is paid, up to ${formatDuration(travel.travelCapMinutes)} a gap.` : "Travel between visits is shown but not paid."}
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Visits paid to {report.name}</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">Visit</th>
              <th scope="col" className="py-1 pr-3 font-medium">Day</th>
              <th scope="col" className="py-1 pr-3 font-medium">Checked in – out</th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">On site</th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">Travel before</th>
              <th scope="col" className="py-1 text-right font-medium">Pay</th>
            </tr>
          </thead>
          <tbody>
            {report.visits.length === 0 ? (
              <tr>
                <td colSpan={6} className="py-2 text-slate-600">No completed visits in this period.</td>
              </tr>
            ) : (
              report.visits.map((visit) => (
                <tr key={visit.orderId} className="border-t border-slate-100">
                  <td className="py-1 pr-3">{formatOrderNumber(visit.orderNumber)}</td>
                  <td className="py-1 pr-3 whitespace-nowrap">{formatInNewYork(visit.checkedInAt, "weekdayDate")}</td>
                  <td className="py-1 pr-3 whitespace-nowrap">
                    {formatTimeRange(visit.checkedInAt, visit.checkedOutAt)}
                    {visit.scheduledTimes ? <span className="block text-xs text-amber-800">Scheduled times: a check-in or check-out is missing</span> : null}
                  </td>
                  <td className="py-1 pr-3 text-right whitespace-nowrap">{formatDuration(visit.minutes)}</td>
                  <td className="py-1 pr-3 text-right whitespace-nowrap">{visit.travelMinutes > 0 ? `${formatDuration(visit.travelMinutes)}${visit.travelPayCents > 0 ? ` · ${formatUsd(visit.travelPayCents)}` : ""}` : "—"}</td>
                  <td className="py-1 text-right whitespace-nowrap">{formatUsd(visit.payCents)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {report.tips.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm" aria-label="Tips">
          {report.tips.map((tip) => (
            <li key={`${tip.orderNumber}-${tip.paidAt}`}>
              Tip for {formatOrderNumber(tip.orderNumber)}, paid {formatInNewYork(tip.paidAt, "monthDayTime")}: {formatUsd(tip.amountCents)}
            </li>
          ))}
        </ul>
      ) : null}
      {report.adjustments.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm" aria-label="Adjustments">
          {report.adjustments.map((line, index) => (
            <li key={index}>
              {line.kind === "correction" ? "Correction" : "Adjustment"}: {formatUsd(line.amountCents)} · {line.reason}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-2 border-t border-slate-100 pt-3 text-sm sm:grid-cols-5">
        <Total label="Hours">{formatDuration(report.paidMinutes)}</Total>
        <Total label="Gross pay">{formatUsd(report.grossCents)}</Total>
        <Total label="Tips">{formatUsd(report.tipsCents)}</Total>
        <Total label="Adjustments">{formatUsd(report.adjustmentsCents)}</Total>
        <Total label="Total">{formatUsd(report.totalCents)}</Total>
      </dl>
    </section>
  );
}

function Total({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold text-ink">{children}</dd>
    </div>
  );
}
