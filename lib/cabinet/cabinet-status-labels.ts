import type { OrderStatus } from "@/lib/kernel/enums/orders";

/**
 * An order's status as the cleaner reads it in the cabinet: about their own work ("Your job",
 * "Checked in", "Done"), not the office's view of the order ("Cleaner assigned", "In progress").
 * Staff pages and the customer's pages keep the order's own labels
 * (lib/booking/orders/status-machine.ts, STATUS_LABELS).
 */
const CABINET_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: "Not confirmed yet",
  confirmed: "Confirmed",
  assigned: "Your job",
  in_progress: "Checked in",
  completed: "Done",
  cancelled: "Cancelled",
};

export function cabinetStatusLabel(status: OrderStatus): string {
  return CABINET_STATUS_LABELS[status];
}
