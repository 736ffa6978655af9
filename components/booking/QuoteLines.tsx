import { formatDuration } from "@/lib/kernel/format/date-time";
import { formatUsd } from "@/lib/kernel/money";
import type { QuoteLine } from "@/lib/booking/quote-line";

const STRONG: ReadonlyArray<QuoteLine["kind"]> = ["subtotal", "total", "amount-due"];

/** Every line of a quote, in the order of docs/product.md#services-and-prices, with the estimated duration under it. */
export function QuoteLines({ lines, estimatedMinutes, caption }: { lines: readonly QuoteLine[]; estimatedMinutes?: number; caption?: string }) {
  return (
    <div>
      <table className="w-full text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <tbody>
          {lines.map((line, index) => (
            <tr key={`${line.kind}-${line.extraId ?? index}`} className={line.kind === "subtotal" || line.kind === "total" ? "border-t border-slate-200" : undefined}>
              <th scope="row" className={`py-1 pr-3 text-left align-top ${STRONG.includes(line.kind) ? "font-semibold text-ink" : "font-normal text-slate-700"}`}>
                {line.label}
              </th>
              <td className={`whitespace-nowrap py-1 text-right align-top tabular-nums ${STRONG.includes(line.kind) ? "font-semibold text-ink" : line.amountCents < 0 ? "text-emerald-800" : "text-slate-800"}`}>
                {formatUsd(line.amountCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {estimatedMinutes ? <p className="mt-2 text-sm text-slate-600">Estimated time: {formatDuration(estimatedMinutes)}</p> : null}
    </div>
  );
}
