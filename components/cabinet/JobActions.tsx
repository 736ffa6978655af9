"use client";

import { useEffect, useState } from "react";
import { ActionButton } from "@/components/admin/actions/ActionButton";
import { ActionPanel } from "@/components/admin/actions/ActionFeedback";
import { SelectField } from "@/components/forms/SelectField";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { checkInClosedMessage, checkInOpensMessage, checkInTiming, checkInWindow } from "@/lib/cabinet/check-in-window";
import { checkOutReasonPrompt } from "@/lib/cabinet/check-out-rules";
import type { OrderStatus } from "@/lib/platform/db/schema/orders";
import { checkInContract, checkOutContract, onTheWayContract } from "@/lib/cabinet/jobs-contract";
import { callApi } from "@/lib/web/http/client";
import { bindValue } from "@/components/forms/bind";

interface Job {
  id: string;
  number: string;
  status: OrderStatus;
  startsAt: string;
  endsAt: string;
}

/** The estimates offered, every 5 minutes from 10 to 90 (the server accepts any whole minute in that range). */
const ETA_CHOICES = Array.from({ length: 17 }, (_, index) => 10 + index * 5);

/** setTimeout's longest delay (about 24.8 days); a later change waits for a reload. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The time as of the page's render, moved on when the check-in window opens or closes, so the
 * button appears (or goes) without a reload while the cleaner waits in the lobby.
 */
function useNowAcross(boundaries: readonly Date[], renderedAt: number): Date {
  const [now, setNow] = useState(renderedAt);
  const next = boundaries.map((boundary) => boundary.getTime()).find((time) => time > now);
  useEffect(() => {
    if (next === undefined || next - now > LONGEST_TIMER_MS) return;
    const timer = setTimeout(() => setNow(Math.max(Date.now(), next + 1)), next - now + 1);
    return () => clearTimeout(timer);
  }, [next, now]);
  return new Date(now);
}

/**
 * Check in on arrival, check out when done (with a note for the office, and a reason when leaving
 * early or with checklist items unticked); each asks first. Before
 * the check-in window opens the cleaner sees when it does, after it closes whom to call, never
 * a button the server would refuse.
 */
export function JobActions({ job, renderedAt }: { job: Job; renderedAt: number }) {
  const [note, setNote] = useState("");
  const [reason, setReason] = useState("");
  const [eta, setEta] = useState("20");
  const window = checkInWindow(job);
  // The window closes at the planned end, so this clock also moves on when leaving stops being early.
  const now = useNowAcross([window.opensAt, window.closesAt], renderedAt);
  const timing = checkInTiming(window, now);
  const early = now.getTime() < window.closesAt.getTime();
  // Leaving early always needs a reason; unticked items the server names in its answer.
  const earlyPrompt = early ? checkOutReasonPrompt(true, window.closesAt, 0, 0) : null;
  if (job.status !== "assigned" && job.status !== "in_progress") return null;
  return (
    <ActionPanel>
      {job.status === "assigned" && timing !== "open" ? (
        <p className="text-sm text-slate-700">{timing === "early" ? checkInOpensMessage(window) : checkInClosedMessage(window)}</p>
      ) : job.status === "assigned" ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ActionButton
            label="On my way"
            className="w-full sm:w-auto"
            title="Tell the customer you are on the way?"
            confirmLabel="Send"
            request={() => callApi(onTheWayContract, { params: { id: job.id }, body: { etaMinutes: Number(eta) } })}
            success={() => `The customer sees you are on the way, about ${eta} minutes.`}
          >
            {(errors) => (
              <>
                <p>The customer&apos;s order page shows it at once, and they get an email the first time.</p>
                <SelectField
                  name="etaMinutes"
                  label="About how many minutes until you arrive?"
                  {...bindValue(eta, setEta)}
                  options={ETA_CHOICES.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }))}
                  error={errors.etaMinutes}
                />
              </>
            )}
          </ActionButton>
          <ActionButton
            label="Check in"
            tone="primary"
            className="w-full sm:w-auto"
            title="Check in now?"
            confirmLabel="Check in"
            request={() => callApi(checkInContract, { params: { id: job.id } })}
            success={() => "Checked in. The customer sees that the visit has started."}
          >
            {() => <p>Check in once you are at the door, so the office and the customer know the visit has started.</p>}
          </ActionButton>
        </div>
      ) : (
        <ActionButton
          label="Check out"
          tone="primary"
          className="w-full sm:w-auto"
          title="Finish this visit?"
          confirmLabel="Check out"
          onOpen={() => {
            setNote("");
            setReason("");
          }}
          validate={() => (early && reason.trim() === "" ? "Write the reason for the office first." : null)}
          request={() => callApi(checkOutContract, { params: { id: job.id }, body: reason.trim() ? { note, reason } : { note } })}
          success={(data) =>
            data.heldForReview
              ? "Checked out. The visit was short, so the office reviews it before the customer gets the receipt and the poll."
              : "Checked out. The visit is completed, and the customer gets a short poll."
          }
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
