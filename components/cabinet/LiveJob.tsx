"use client";

import { StatusBadge } from "@/components/admin/StatusBadge";
import { useLiveOrderView } from "@/components/orders/use-live-order-view";
import { describeOnTheWayForCleaner } from "@/lib/booking/orders/visit-progress";
import type { OrderStatus } from "@/lib/kernel/enums/orders";
import type { LiveOrderEvent } from "@/lib/web/realtime/client/order-event";
import { JobActions } from "./JobActions";

/**
 * The parts of the cleaner's job page a live event changes (docs/realtime.md): the status, the
 * "on my way" estimate the customer was given, and the buttons that follow from the status. When
 * the cleaner acts in another tab or on another phone, or staff change the job, the assigned
 * cleaner's event carries these fields and the page shows them at once; its refresh follows.
 */
export interface LiveJobState {
  id: string;
  number: string;
  version: number;
  status: OrderStatus;
  startsAt: string;
  endsAt: string;
  onTheWay: { at: string; etaMinutes: number } | null;
}

function stateOf(event: LiveOrderEvent): LiveJobState | null {
  if (event.audience !== "cleaner" || !event.assigned) return null;
  const { orderId, number, version, status, startsAt, endsAt, onTheWay } = event;
  return { id: orderId, number, version, status, startsAt, endsAt, onTheWay };
}

export function LiveJobBadge({ job }: { job: LiveJobState }) {
  return <StatusBadge status={useLiveOrderView(job.id, job, stateOf).status} />;
}

export function LiveJobProgress({ job, renderedAt }: { job: LiveJobState; renderedAt: number }) {
  const view = useLiveOrderView(job.id, job, stateOf);
  const onTheWay = describeOnTheWayForCleaner(view);
  return (
    <>
      {onTheWay ? (
        <p className="mb-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm font-medium text-sky-950" data-testid="job-on-the-way">
          {onTheWay}
        </p>
      ) : null}
      <JobActions job={view} renderedAt={renderedAt} />
    </>
  );
}
