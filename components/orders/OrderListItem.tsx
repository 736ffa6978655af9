import Link from "next/link";
import type { OrderSummaryDto } from "@/lib/booking/orders/queries";
import { formatVisitDateTime } from "@/lib/booking/booking-time";
import { formatUsd } from "@/lib/kernel/money";
import { OrderStatusBadge } from "./OrderStatusBadge";

/** A cancelled visit owes nothing or only its late fee; its booked price is no longer a bill. */
function priceText(order: OrderSummaryDto): string {
  if (order.status !== "cancelled") return formatUsd(order.totalCents);
  return order.amountDueCents > 0 ? `Late-cancellation fee: ${formatUsd(order.amountDueCents)}` : "Nothing due";
}

/** One order in the history: number, status, when, where and the total; the whole card links. */
export function OrderListItem({ order }: { order: OrderSummaryDto }) {
  return (
    <li>
      <Link
        href={`/order/${order.id}`}
        className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold text-ink">
            {order.serviceName} <span className="font-normal text-slate-500">· {order.number}</span>
          </p>
          <OrderStatusBadge status={order.status} label={order.statusLabel} />
        </div>
        <p className="mt-1 text-sm text-slate-700">
          <time dateTime={order.startsAt}>{formatVisitDateTime(new Date(order.startsAt))}</time>
          {order.recurring ? " · recurring" : ""}
        </p>
        <p className="text-sm text-slate-600">{order.address}</p>
        <p className="mt-1 text-sm font-medium text-slate-800">{priceText(order)}</p>
      </Link>
    </li>
  );
}
