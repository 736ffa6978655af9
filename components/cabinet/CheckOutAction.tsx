"use client";

import { useRef, useState } from "react";
import { ActionButton } from "@/components/admin/actions/ActionButton";
import { ActionPanel } from "@/components/admin/actions/ActionFeedback";
import { bindValue } from "@/components/forms/bind";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { checkInWindow } from "@/lib/cabinet/check-in-window";
import { checkOutReasonPrompt } from "@/lib/cabinet/check-out-rules";
import { formatTime } from "@/lib/kernel/format/shorthand";
import { actAsResult, useActionQueue } from "./offline/ActionQueue";
import { useNowAcross } from "./use-now-across";
import { readPosition } from "./use-position";

interface Job {
  id: string;
  /** "completed" once checked out: the button goes, the panel stays so its notice is still read out. */
  status: "in_progress" | "completed";
  startsAt: string;
  endsAt: string;
}

/** Whether the check-out's answer says the office reviews the visit first (`{ heldForReview }`, lib/cabinet/jobs-contract.ts). */
function heldForReview(answer: unknown): boolean {
  return typeof answer === "object" && answer !== null && Reflect.get(answer, "heldForReview") === true;
}

/**
 * Check-out, below the checklist where the work ends: a note for the office and the customer,
 * and a reason for the office when leaving before the planned end or with checklist items
 * unticked (docs/product.md, "Checking out"). It asks first. Without a connection it is kept on
 * the phone and sent later with the time it was made (./offline/ActionQueue.tsx).
 */
export function CheckOutAction({ job, renderedAt }: { job: Job; renderedAt: number }) {
  const [note, setNote] = useState("");
  const [reason, setReason] = useState("");
  // Whether the last check-out went with the phone's position, for the notice.
  const located = useRef(false);
  const window = checkInWindow(job);
  // The window closes at the planned end, so this clock moves on when leaving stops being early.
  const now = useNowAcross([window.closesAt], renderedAt);
  const early = now.getTime() < window.closesAt.getTime();
  // Leaving early always needs a reason; unticked items the server names in its answer.
  const earlyPrompt = early ? checkOutReasonPrompt(true, window.closesAt, 0, 0) : null;
  const { act } = useActionQueue();
  return (
    <ActionPanel>
      {job.status === "completed" ? null : (
        <ActionButton
          label="Check out"
          tone="primary"
          className="min-h-14 w-full text-lg"
          title="Finish this visit?"
          confirmLabel="Check out"
          onOpen={() => {
            setNote("");
            setReason("");
          }}
          validate={() => (early && reason.trim() === "" ? "Write the reason for the office first." : null)}
          request={async () => {
            const position = await readPosition();
            located.current = position !== null;
            return actAsResult(act, { kind: "check_out", jobId: job.id, note, reason: reason.trim(), position });
          }}
          success={(outcome) =>
            outcome.kind === "queued"
              ? `Checked out at ${formatTime(outcome.madeAt)} on this phone${located.current ? "" : ", without a location"}. It is sent with that time when the connection returns.`
              : `${located.current ? "Checked out." : "Checked out without a location."} ${
                  heldForReview(outcome.answer)
                    ? "The visit was short, so the office reviews it before the customer gets the receipt and the poll."
                    : "The visit is completed, and the customer gets a short poll."
                }`
          }
          refreshAfter={(outcome) => outcome.kind !== "queued"}
        >
          {(errors) => (
            <>
              {early || errors.reason ? (
                <TextAreaField
                  name="checkout-reason"
                  label="Reason for the office"
                  hint={earlyPrompt ?? "Only the office sees it."}
                  rows={3}
                  {...bindValue(reason, setReason)}
                  error={errors.reason}
                />
              ) : null}
              <TextAreaField
                name="checkout-note"
                label="Note for the office and the customer"
                optional
                hint="Anything left undone, keys returned, supplies that ran out."
                rows={3}
                {...bindValue(note, setNote)}
                error={errors.note}
              />
            </>
          )}
        </ActionButton>
      )}
    </ActionPanel>
  );
}
