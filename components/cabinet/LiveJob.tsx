"use client";

import { useState } from "react";
import { StatusBadge } from "@/components/admin/StatusBadge";
import { useLiveOrderView } from "@/components/orders/use-live-order-view";
import { describeOnTheWayForCleaner } from "@/lib/booking/orders/visit-progress";
import { cabinetStatusLabel } from "@/lib/cabinet/cabinet-status-labels";
import { shownOnTheWay, type SentOnTheWay } from "@/lib/cabinet/on-my-way";
import { statusWithWaiting } from "@/lib/cabinet/offline/action-queue";
import type { OrderStatus } from "@/lib/kernel/enums/orders";
import type { LiveOrderEvent } from "@/lib/web/realtime/client/order-event";
import { ArrivalActions } from "./ArrivalActions";
import { CheckOutAction } from "./CheckOutAction";
import { useJobQueue } from "./offline/ActionQueue";

/**
 * The parts of the cleaner's job page a live event changes (docs/realtime.md): the status, the
 * "on my way" estimate the customer was given, and the buttons that follow from the status. When
 * the cleaner acts in another tab or on another phone, or staff change the job, the assigned
 * cleaner's event carries these fields and the page shows them at once; its refresh follows.
 * A check-in or check-out kept on the phone to be sent later counts as made: the status moves on
 * and the buttons follow (lib/cabinet/offline/action-queue.ts, `statusWithWaiting`).
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

/** The status in the cleaner's words ("Your job", "Checked in", "Done"). */
export function LiveJobBadge({ job }: { job: LiveJobState }) {
  const { status } = useShownJob(job);
  return <StatusBadge status={status} label={cabinetStatusLabel(status)} />;
}

/** The newest view of the job, with what waits on the phone applied. */
function useShownJob(job: LiveJobState): LiveJobState {
  const view = useLiveOrderView(job.id, job, stateOf);
  const { waiting } = useJobQueue(job.id);
  return { ...view, status: statusWithWaiting(view.status, waiting) };
}

/**
 * The top of the page before the work: what the customer was told ("on my way"), the estimate
 * choices and check-in. The estimate line is the panel's standing notice, so a tap on "20 min"
 * shows one notice, not a confirmation beside the line it changed.
 */
export function LiveJobArrival({ job, renderedAt }: { job: LiveJobState; renderedAt: number }) {
  const view = useShownJob(job);
  const [sent, setSent] = useState<SentOnTheWay | null>(null);
  if (view.status !== "assigned" && view.status !== "in_progress") return null;
  const line = describeOnTheWayForCleaner({ status: view.status, onTheWay: shownOnTheWay(sent, view.onTheWay) });
  return (
    <ArrivalActions
      job={{ ...view, status: view.status }}
      renderedAt={renderedAt}
      standing={
        line ? (
          <p className="mb-4 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm font-medium text-sky-950" data-testid="job-on-the-way">
            {line}
          </p>
        ) : null
      }
      onSent={(etaMinutes, at) => setSent({ onTheWay: { at: at.toISOString(), etaMinutes }, replaced: view.onTheWay?.at ?? null })}
    />
  );
}

/** Check-out, after the checklist: offered once the cleaner has checked in. */
export function LiveJobCheckOut({ job, renderedAt }: { job: LiveJobState; renderedAt: number }) {
  const view = useShownJob(job);
  if (view.status !== "in_progress" && view.status !== "completed") return null;
  return <CheckOutAction job={{ ...view, status: view.status }} renderedAt={renderedAt} />;
}
