import type { TimelineEntryDto } from "@/lib/booking/orders/queries";
import { formatVisitDateTime } from "@/lib/booking/booking-time";

/** Every change of the order, oldest first, with who made it and when (New York time). */
export function OrderTimeline({ entries }: { entries: readonly Pick<TimelineEntryDto, "id" | "label" | "at" | "actorName" | "note">[] }) {
  return (
    <ol className="relative space-y-5 border-l-2 border-slate-200 pl-5">
      {entries.map((entry) => (
        <li key={entry.id} className="relative">
          <span aria-hidden="true" className="absolute -left-[1.7rem] top-1 h-3 w-3 rounded-full border-2 border-white bg-brand-700 ring-2 ring-brand-100" />
          <p className="text-sm font-semibold text-ink">{entry.label}</p>
          <p className="text-sm text-slate-600">
            <time dateTime={entry.at}>{formatVisitDateTime(new Date(entry.at))}</time> · {entry.actorName}
          </p>
          {entry.note ? <p className="mt-0.5 text-sm text-slate-700">{entry.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
