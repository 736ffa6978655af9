import { Icon, type IconName } from "./icons";

export interface Fact {
  icon: IconName;
  label: string;
  value: string;
  note?: string;
}

/** A short card of key facts beside a page's introduction. */
export function FactsCard({ heading, facts }: { heading: string; facts: readonly Fact[] }) {
  return (
    <aside aria-label={heading} className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-800">{heading}</p>
      <dl className="mt-4 space-y-4">
        {facts.map((fact) => (
          // A <div> may group one term with its descriptions inside <dl>; the icon sits in the term.
          <div key={fact.label} className="relative min-h-10 pl-13">
            <dt className="text-sm text-slate-600">
              <span className="absolute left-0 top-0 inline-flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={fact.icon} className="h-5 w-5" />
              </span>
              {fact.label}
            </dt>
            <dd className="font-semibold text-ink">{fact.value}</dd>
            {fact.note ? <dd className="text-sm text-slate-600 first-letter:uppercase">{fact.note}</dd> : null}
          </div>
        ))}
      </dl>
    </aside>
  );
}
