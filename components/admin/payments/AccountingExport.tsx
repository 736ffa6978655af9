"use client";

import { useId, useState } from "react";
import { secondaryButtonClass } from "@/components/ui/styles";
import { accountingCsvPath } from "@/lib/accounting/export-paths";
import { accountingMonthSchema } from "@/lib/accounting/month";
import { controlClassFor } from "@/components/forms/field-parts";

/**
 * The month picker of the accounting export (docs/payments.md, "The monthly accounting export"):
 * the month to close, last month by the server's clock unless changed, and its two files. The
 * links change with the month in the browser; the routes check the month and the Admin again.
 */
export function AccountingExport({ defaultMonth, latestMonth }: { defaultMonth: string; latestMonth: string }) {
  const [month, setMonth] = useState(defaultMonth);
  const id = useId();
  const readable = accountingMonthSchema.safeParse(month).success && month <= latestMonth;
  return (
    <div className="space-y-3">
      <div className="max-w-xs">
        <label htmlFor={id} className="block text-sm font-semibold text-ink">
          Month
        </label>
        <input id={id} type="month" value={month} max={latestMonth} onChange={(event) => setMonth(event.target.value)} className={controlClassFor(readable ? undefined : "invalid")} aria-describedby={`${id}-hint`} />
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {readable ? "New York time: a payment at 11:30 PM on the last day counts in that month." : `Choose a month up to ${latestMonth}.`}
        </p>
      </div>
      {readable ? (
        <div className="flex flex-wrap gap-2">
          <a href={accountingCsvPath("sales", month)} className={secondaryButtonClass} download>
            Sales receipts for {month} (CSV)
          </a>
          <a href={accountingCsvPath("payments", month)} className={secondaryButtonClass} download>
            Payments and refunds for {month} (CSV)
          </a>
        </div>
      ) : null}
    </div>
  );
}
