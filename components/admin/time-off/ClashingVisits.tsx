import Link from "next/link";
import { linkClass } from "@/components/ui/styles";
import { formatOrderNumber } from "@/lib/booking/order-number";
import type { ClashingVisit } from "@/lib/cabinet/time-off/decide";
import { formatInNewYork } from "@/lib/kernel/format/date-time";

/** The cleaner's visits on days they are off, each a link to its order page to reassign it. */
export function ClashingVisits({ visits }: { visits: readonly ClashingVisit[] }) {
  return (
    <ul className="space-y-1">
      {visits.map((visit) => (
        <li key={visit.orderId}>
          <Link href={`/admin/orders/${visit.orderId}`} className={linkClass}>
            {formatOrderNumber(visit.number)}
          </Link>{" "}
          <span className="text-slate-600">{formatInNewYork(visit.startsAt, "weekdayDateTime")}</span>
        </li>
      ))}
    </ul>
  );
}
