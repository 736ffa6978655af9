import Link from "next/link";
import { formatOrderNumber } from "@/lib/booking/order-number";
import type { TipWeek } from "@/lib/payments/tips/tip-reports";
import { formatUsd } from "@/lib/kernel/money";
import { formatCalendarDate, formatInNewYork } from "@/lib/kernel/format/date-time";
import { addDays, parseIsoDate } from "@/lib/kernel/time/calendar-date";

/** "Mon, Mar 9 – Sun, Mar 15" for the week starting on the Monday given. */
function weekLabel(monday: string): string {
  const day = parseIsoDate(monday);
  if (!day) return monday;
  return `${formatCalendarDate(day, "weekdayMonthDay")} – ${formatCalendarDate(addDays(day, 6), "weekdayMonthDay")}`;
}

/** A cleaner's tips week by week (this week first), each week's visits behind its total. */
export function TipWeeks({ weeks }: { weeks: readonly TipWeek[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {weeks.map((week, index) => (
        <li key={week.week} className="px-4 py-3" data-week={week.week}>
          <div className="flex items-baseline justify-between gap-3">
            <span className="text-sm text-slate-700">
              {index === 0 ? <span className="font-semibold text-ink">This week · </span> : null}
              {weekLabel(week.week)}
            </span>
            <span className="font-semibold text-ink">{formatUsd(week.totalCents)}</span>
          </div>
          {week.lines.length > 0 ? (
            <ul className="mt-2 space-y-1 text-sm text-slate-600">
              {week.lines.map((line) => (
                <li key={line.id} className="flex justify-between gap-3">
                  <Link href={`/cleaner/cabinet/jobs/${line.orderId}`} className="underline-offset-2 hover:underline">
                    {formatOrderNumber(line.orderNumber)} · visit {formatInNewYork(line.visitAt, "weekdayMonthDay")}
                  </Link>
                  <span>{formatUsd(line.amountCents)}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
