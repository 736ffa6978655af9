import Link from "next/link";
import { formatDateTime, formatTime, formatUsd } from "@/lib/admin/format";
import type { AdminOrderListItem } from "@/lib/admin/orders/list-orders";
import { StatusBadge } from "../StatusBadge";
import { DataTable } from "../DataTable";
import { linkClass } from "../styles";

/** Orders as a table; `timeOnly` for lists of one day. */
export function OrderTable({ orders, timeOnly, caption, empty = "No orders match." }: { orders: readonly AdminOrderListItem[]; timeOnly?: boolean; caption: string; empty?: string }) {
  return (
    <DataTable
      caption={caption}
      empty={empty}
      rows={orders}
      columns={[
        {
          header: "Order",
          cell: (order) => (
            <Link href={`/admin/orders/${order.id}`} className={linkClass}>
              {order.number}
            </Link>
          ),
        },
        { header: timeOnly ? "Time" : "Visit", className: "whitespace-nowrap", cell: (order) => (timeOnly ? formatTime(order.startsAt) : formatDateTime(order.startsAt)) },
        { header: "Service", cell: (order) => order.serviceName },
        { header: "Customer", cell: (order) => order.customerName },
        {
          header: "Area",
          className: "whitespace-nowrap",
          cell: (order) => (
            <>
              {order.borough} {order.zip}
            </>
          ),
        },
        { header: "Cleaner", cell: (order) => (order.cleaner ? order.cleaner.name : <span className="text-amber-800">Unassigned</span>) },
        { header: "Status", cell: (order) => <StatusBadge status={order.status} /> },
        { header: "Total", headerClassName: "text-right", className: "text-right", cell: (order) => formatUsd(order.totalCents) },
      ]}
    />
  );
}
