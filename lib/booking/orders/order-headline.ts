/**
 * The fields every list and page of orders opens with (customer, staff and cleaner alike): which
 * order, where it stands and when the visit is. One mapping so the number and status read the same
 * everywhere.
 */
import type { OrderStatus } from "@/lib/platform/db/schema";
import { formatOrderNumber } from "../order-number";
import { STATUS_LABELS } from "./status-machine";

export interface OrderHeadline {
  id: string;
  number: string;
  status: OrderStatus;
  statusLabel: string;
  serviceName: string;
  startsAt: string;
  endsAt: string;
}

interface HeadlineRow {
  id: string;
  number: number;
  status: OrderStatus;
  startsAt: Date;
  endsAt: Date;
}

/** The service name is passed in: some reads take it from the stored quote, others select one JSON field. */
export function orderHeadline(row: HeadlineRow, serviceName: string): OrderHeadline {
  return {
    id: row.id,
    number: formatOrderNumber(row.number),
    status: row.status,
    statusLabel: STATUS_LABELS[row.status],
    serviceName,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
}
