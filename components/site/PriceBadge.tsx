/** The starting price of the page's service, e.g. "From $140" with what it covers. */
export function PriceBadge({ price, note }: { price: string; note: string }) {
  return (
    <p className="inline-flex flex-wrap items-baseline gap-x-2 rounded-2xl bg-white px-4 py-2 text-ink shadow-sm ring-1 ring-brand-200">
      <span className="text-sm font-medium text-slate-600">From</span>
      <span className="text-2xl font-bold text-brand-800">{price}</span>
      <span className="text-sm text-slate-600">{note}</span>
    </p>
  );
}
