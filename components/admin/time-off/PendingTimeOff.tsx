"use client";

import { useState } from "react";
import type { TimeOffDecisionAnswer } from "@/lib/cabinet/time-off/decide";
import { daysCountLabel, timeOffDaysLabel } from "@/lib/cabinet/time-off/time-off-labels";
import type { StaffTimeOff } from "@/lib/cabinet/time-off/time-off-views";
import { formatInNewYork } from "@/lib/kernel/format/date-time";
import { ActionPanel } from "../actions/ActionFeedback";
import { ClashingVisits } from "./ClashingVisits";
import { TimeOffDecisionButtons } from "./TimeOffDecisionButtons";

type Pending = Pick<StaffTimeOff, "id" | "cleanerName" | "firstDay" | "lastDay" | "days" | "note" | "requestedAt">;

/**
 * The requests waiting for a decision. The panel stays mounted while the page refreshes after a
 * decision, so the visits still assigned on the approved days stay listed here, to move.
 */
export function PendingTimeOff({ requests }: { requests: readonly Pending[] }) {
  const [approved, setApproved] = useState<{ cleanerName: string; days: string; answer: TimeOffDecisionAnswer } | null>(null);
  return (
    <ActionPanel>
      {approved && approved.answer.clashes.length > 0 ? (
        <div className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950" data-testid="time-off-clashes">
          <p className="font-medium">
            {approved.cleanerName} still has {approved.answer.clashes.length === 1 ? "a visit" : `${approved.answer.clashes.length} visits`} {approved.days}. Open each to give it to another cleaner or move it:
          </p>
          <div className="mt-2">
            <ClashingVisits visits={approved.answer.clashes} />
          </div>
        </div>
      ) : null}
      {requests.length === 0 ? (
        <p className="text-sm text-slate-600">No requests waiting.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {requests.map((request) => {
            const days = timeOffDaysLabel(request.firstDay, request.lastDay);
            return (
              <li key={request.id} className="py-4 first:pt-0" data-testid="pending-time-off">
                <p className="font-semibold text-ink">
                  {request.cleanerName} · {days}
                </p>
                <p className="text-sm text-slate-600">
                  {daysCountLabel(request.days)} · asked {formatInNewYork(request.requestedAt, "monthDayTime")}
                </p>
                {request.note ? <p className="mt-1 whitespace-pre-line text-sm text-slate-700">“{request.note}”</p> : null}
                <div className="mt-3">
                  <TimeOffDecisionButtons id={request.id} cleanerName={request.cleanerName} days={days} onApproved={(answer) => setApproved({ cleanerName: request.cleanerName, days: `on ${days}`, answer })} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </ActionPanel>
  );
}
