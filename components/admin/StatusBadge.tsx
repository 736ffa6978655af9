import type { OrderStatus } from "@/lib/platform/db/schema/orders";
import { STATUS_LABELS } from "@/lib/booking/orders/status-machine";

const TONES: Record<OrderStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  confirmed: "bg-sky-100 text-sky-900",
  assigned: "bg-indigo-100 text-indigo-900",
  in_progress: "bg-violet-100 text-violet-900",
  completed: "bg-emerald-100 text-emerald-900",
  cancelled: "bg-slate-200 text-slate-700",
};

/** The status in its colour; `label` words it for another reader (the cleaner's cabinet, lib/cabinet/cabinet-status-labels.ts). */
export function StatusBadge({ status, label }: { status: OrderStatus; label?: string }) {
  return <span className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>{label ?? STATUS_LABELS[status]}</span>;
}

/** A small pill for other states (lead status, offer state, account status). */
export function Pill({ tone, children }: { tone: "green" | "amber" | "slate" | "red" | "sky"; children: string }) {
  const tones = {
    green: "bg-emerald-100 text-emerald-900",
    amber: "bg-amber-100 text-amber-900",
    slate: "bg-slate-200 text-slate-700",
    red: "bg-red-100 text-red-800",
    sky: "bg-sky-100 text-sky-900",
  } as const;
  return <span className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}
