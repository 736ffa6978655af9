import Link from "next/link";

/** One figure that waits for staff, linking to the list that explains it. */
export function StatCard({ label, value, href, hint, urgent }: { label: string; value: number; href: string; hint: string; urgent?: boolean }) {
  return (
    <Link
      href={href}
      className={`block rounded-2xl border p-4 shadow-sm transition-colors hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
        urgent && value > 0 ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white"
      }`}
    >
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-3xl font-bold tracking-tight text-ink">{value.toLocaleString("en-US")}</p>
      <p className="mt-1 text-xs text-slate-500">{hint}</p>
    </Link>
  );
}
