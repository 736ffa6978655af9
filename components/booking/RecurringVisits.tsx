import type { SeriesOverviewText } from "@/lib/booking/series/series-overview";
import { cardClass } from "@/components/ui/styles";

/**
 * A recurring booking on its confirmation page (issue #24): how often, the next visits with
 * their prices (an offer applies to the first only) and the closed days the series skips.
 */
export function RecurringVisits({ series }: { series: SeriesOverviewText }) {
  return (
    <section aria-labelledby="recurring-title" className={`${cardClass} mt-6`}>
      <h2 id="recurring-title" className="text-lg font-semibold text-ink">
        Your recurring visits
      </h2>
      <p className="mt-2 text-slate-700">{series.cadence}</p>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">Your next visits and their estimated prices</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Visit</th>
            <th scope="col">Estimated price</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {series.visits.map((visit) => (
            <tr key={visit.when}>
              <th scope="row" className="py-2 pr-4 text-left font-normal text-slate-800">
                {visit.when}
                {visit.note ? <span className="block text-xs text-slate-600">{visit.note}</span> : null}
              </th>
              <td className="py-2 text-right font-medium tabular-nums text-ink">{visit.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {series.skipped.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm text-slate-700">
          {series.skipped.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 text-xs text-slate-500">Each visit appears in your orders about eight weeks ahead. You can change or cancel one visit from its order page, or cancel the whole series.</p>
    </section>
  );
}
