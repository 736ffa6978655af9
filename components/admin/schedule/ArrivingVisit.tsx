import { IntentLink } from "@/components/site/IntentLink";
import { formatTimeRange } from "@/lib/kernel/format/date-time";
import type { Arrival } from "./arrivals";

/**
 * A booking the hub announced before the board's refresh brought it: its order link, time,
 * customer and borough, and a note that the moves come with the full visit. It cannot be
 * dragged or assigned from here (the board does not know its version yet); its order page can.
 */
export function ArrivingVisit({ arrival }: { arrival: Arrival }) {
  const time = formatTimeRange(arrival.startsAt, arrival.endsAt);
  return (
    <article aria-label={`${arrival.number}, ${time}, ${arrival.customerName}, just booked`} data-testid="board-arrival" data-visit-id={arrival.id} className="rounded-lg border border-dashed border-amber-400 bg-white p-1.5 text-[11px] leading-tight shadow-sm ring-2 ring-emerald-400">
      <p className="truncate font-semibold text-ink">
        <IntentLink href={`/admin/orders/${arrival.id}`} className="hover:underline">
          {arrival.number}
        </IntentLink>{" "}
        <time dateTime={arrival.startsAt}>{time}</time>
      </p>
      <p className="truncate text-slate-600">
        {arrival.customerName} · {arrival.borough}
      </p>
      <p className="truncate text-slate-500">
        {arrival.serviceName} · <span className="font-semibold text-emerald-700">just booked</span>, loading its moves…
      </p>
    </article>
  );
}
