import { formatDateTime, formatTime, formatUsd } from "@/lib/kernel/format/shorthand";
import type { AdminOrderListItem } from "@/lib/admin/orders/list-orders";
import { StatusBadge } from "../StatusBadge";
import { DataTable } from "../DataTable";
import { linkColumn } from "../link-column";

/** Orders as a table; `timeOnly` for lists of one day. */
export function OrderTable({ orders, timeOnly, caption, empty = "No orders match." }: { orders: readonly AdminOrderListItem[]; timeOnly?: boolean; caption: string; empty?: string }) {
  return (
    <DataTable
      caption={caption}
      empty={empty}
      rows={orders}
      columns={[
        linkColumn<AdminOrderListItem>("Order", (order) => `/admin/orders/${order.id}`, (order) => order.number),
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
