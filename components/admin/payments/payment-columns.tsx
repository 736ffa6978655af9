import Link from "next/link";
import { formatOrderNumber } from "@/lib/booking/order-number";
import type { DataColumn } from "../DataTable";
import { linkClass } from "@/components/ui/styles";

/** Columns both payment tables show: the order (a link to it) and the customer with their email. */

export function orderColumn<Row extends { orderId: string; orderNumber: number }>(): DataColumn<Row> {
  return { header: "Order", cell: (row) => <Link href={`/admin/orders/${row.orderId}`} className={linkClass}>{formatOrderNumber(row.orderNumber)}</Link> };
}

export function customerColumn<Row extends { customerName: string; customerEmail: string }>(): DataColumn<Row> {
  return { header: "Customer", cell: (row) => <>{row.customerName}<span className="block text-xs text-slate-600">{row.customerEmail}</span></> };
}
