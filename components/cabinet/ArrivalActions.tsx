"use client";

import { useRef, type ReactNode } from "react";
import { ActionButton } from "@/components/admin/actions/ActionButton";
import { ActionPanel } from "@/components/admin/actions/ActionFeedback";
import { checkInClosedMessage, checkInOpensMessage, checkInTiming, checkInWindow } from "@/lib/cabinet/check-in-window";
import { formatTime } from "@/lib/kernel/format/shorthand";
import { actAsResult, useActionQueue } from "./offline/ActionQueue";
import { OnMyWayChoices } from "./OnMyWayChoices";
import { useNowAcross } from "./use-now-across";
import { readPosition } from "./use-position";

interface Job {
  id: string;
  /** "in_progress" once checked in: the buttons go, the panel stays so its notice is still read out. */
  status: "assigned" | "in_progress";
  startsAt: string;
  endsAt: string;
}

/**
 * The top of an assigned job's page, before the work starts: "On my way" and check-in. Before
 * the check-in window opens the cleaner sees when it does, after it closes whom to call, never a
 * button the server would refuse. Without a connection the check-in is kept on the phone and
 * sent later with the time it was made (./offline/ActionQueue.tsx). `standing` (what the customer was told) shares the panel's one
 * notice area with the results of these actions.
 */
export function ArrivalActions({ job, renderedAt, standing, onSent }: { job: Job; renderedAt: number; standing: ReactNode; onSent: (etaMinutes: number, at: Date) => void }) {
  const window = checkInWindow(job);
  const now = useNowAcross([window.opensAt, window.closesAt], renderedAt);
  const timing = checkInTiming(window, now);
  const { act } = useActionQueue();
  // Whether the last check-in went with the phone's position, for the notice.
  const located = useRef(false);
  return (
    <ActionPanel standing={standing}>
      {job.status === "in_progress" ? null : timing !== "open" ? (
        <p className="text-sm text-slate-700">{timing === "early" ? checkInOpensMessage(window) : checkInClosedMessage(window)}</p>
      ) : (
        <div className="space-y-5">
          <OnMyWayChoices jobId={job.id} onSent={onSent} />
          <ActionButton
            label="Check in"
            tone="primary"
            className="min-h-14 w-full text-lg"
            title="Check in now?"
            confirmLabel="Check in"
            request={async () => {
              const position = await readPosition();
              located.current = position !== null;
              return actAsResult(act, { kind: "check_in", jobId: job.id, position });
            }}
            success={(outcome) =>
              outcome.kind === "queued"
                ? `Checked in at ${formatTime(outcome.madeAt)} on this phone${located.current ? "" : ", without a location"}. It is sent with that time when the connection returns.`
                : `${located.current ? "Checked in." : "Checked in without a location."} The customer sees that the visit has started.`
            }
            refreshAfter={(outcome) => outcome.kind !== "queued"}
          >
            {() => <p>Check in once you are at the door, so the office and the customer know the visit has started.</p>}
          </ActionButton>
        </div>
      )}
    </ActionPanel>
  );
}
