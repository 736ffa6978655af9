import type { OrderStatus } from "@/lib/platform/db/schema/orders";

const STYLES: Readonly<Record<OrderStatus, string>> = {
  pending: "bg-amber-100 text-amber-900",
  confirmed: "bg-sky-100 text-sky-900",
  assigned: "bg-indigo-100 text-indigo-900",
  in_progress: "bg-brand-100 text-brand-800",
  completed: "bg-emerald-100 text-emerald-900",
  cancelled: "bg-slate-200 text-slate-700",
};

export function OrderStatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[status]}`}>{label}</span>;
}
