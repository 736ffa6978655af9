"use client";

import { actionName, refusalLine, waitingLine } from "@/lib/cabinet/offline/action-queue";
import { useJobQueue } from "./ActionQueue";

/**
 * What the phone keeps for this job until the connection returns ("Check-in — Waiting to send —
 * made 7:42 AM"; checklist ticks say so on their own line), and what the server did not accept
 * once sent ("Check-out at 3:10 PM was not accepted: …"), each until the cleaner dismisses it
 * (docs/architecture.md, "The cabinet offline").
 */
export function WaitingActions({ jobId }: { jobId: string }) {
  const { waiting, refused, dismiss } = useJobQueue(jobId);
  const steps = waiting.filter((action) => action.kind !== "checklist");
  const ticks = waiting.length - steps.length;
  if (steps.length === 0 && ticks === 0 && refused.length === 0) return null;
  return (
    <div className="mt-3 space-y-2" data-testid="job-queue">
      {steps.length > 0 || ticks > 0 ? (
        <div role="status" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <p className="font-semibold">Kept on this phone until the connection returns</p>
          <ul className="mt-1 space-y-1">
            {steps.map((action) => (
              <li key={action.key}>
                {actionName(action)} — {waitingLine(action.madeAt)}
              </li>
            ))}
            {ticks > 0 ? <li>{ticks === 1 ? "1 checklist tick" : `${ticks} checklist ticks`} waiting to send</li> : null}
          </ul>
        </div>
      ) : null}
      {refused.map((refusal) => (
        <div key={refusal.action.key} role="alert" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="flex-1">{refusalLine(refusal)}</p>
          <button type="button" className="min-h-11 shrink-0 rounded-lg px-3 font-semibold text-red-900 underline" onClick={() => dismiss(refusal.action.key)}>
            Dismiss
          </button>
        </div>
      ))}
    </div>
  );
}
