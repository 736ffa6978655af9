import Link from "next/link";
import { formatDateTime, formatTime, formatUsd } from "@/lib/admin/format";
import type { AdminOrderListItem } from "@/lib/admin/orders/list-orders";
import { StatusBadge } from "../StatusBadge";
import { linkClass, tableClass, tableWrapClass, tdClass, thClass } from "../styles";

/** Orders as a table; `timeOnly` for lists of one day. */
export function OrderTable({ orders, timeOnly, caption, empty = "No orders match." }: { orders: readonly AdminOrderListItem[]; timeOnly?: boolean; caption: string; empty?: string }) {
  if (orders.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <div className={tableWrapClass}>
      <table className={tableClass}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={thClass}>
              Order
            </th>
            <th scope="col" className={thClass}>
              {timeOnly ? "Time" : "Visit"}
            </th>
            <th scope="col" className={thClass}>
              Service
            </th>
            <th scope="col" className={thClass}>
              Customer
            </th>
            <th scope="col" className={thClass}>
              Area
            </th>
            <th scope="col" className={thClass}>
              Cleaner
            </th>
            <th scope="col" className={thClass}>
              Status
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {orders.map((order) => (
            <tr key={order.id}>
              <td className={tdClass}>
                <Link href={`/admin/orders/${order.id}`} className={linkClass}>
                  {order.number}
                </Link>
              </td>
              <td className={`${tdClass} whitespace-nowrap`}>{timeOnly ? formatTime(order.startsAt) : formatDateTime(order.startsAt)}</td>
              <td className={tdClass}>{order.serviceName}</td>
              <td className={tdClass}>{order.customerName}</td>
              <td className={`${tdClass} whitespace-nowrap`}>
                {order.borough} {order.zip}
              </td>
              <td className={tdClass}>{order.cleaner ? order.cleaner.name : <span className="text-amber-800">Unassigned</span>}</td>
              <td className={tdClass}>
                <StatusBadge status={order.status} />
              </td>
              <td className={`${tdClass} text-right`}>{formatUsd(order.totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
