import { formatDateTime } from "@/lib/kernel/format/shorthand";
import type { StaffTimelineEntry } from "@/lib/admin/orders/order-detail";

/** The order's history, oldest first, with who did what. */
export function Timeline({ entries }: { entries: readonly StaffTimelineEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">Nothing has happened yet.</p>;
  return (
    <ol className="relative space-y-4 border-l border-slate-200 pl-5">
      {entries.map((entry) => (
        <li key={entry.id} className="relative">
          <span aria-hidden="true" className={`absolute -left-[1.6rem] top-1.5 h-2.5 w-2.5 rounded-full ${entry.type === "note" ? "bg-amber-400" : "bg-brand-600"}`} />
          <p className="text-sm font-semibold text-ink">{entry.label}</p>
          <p className="text-xs text-slate-500">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            {" · "}
            {entry.actor ? `${entry.actor.name} (${entry.actor.role})` : "Borough Bright (automatic)"}
          </p>
          {entry.note ? <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{entry.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
