"use client";

import { useState } from "react";
import { CheckboxField } from "@/components/forms/CheckboxField";
import { SelectField } from "@/components/forms/SelectField";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { formatDateTime, formatUsd } from "@/lib/kernel/format/shorthand";
import type { AssignableCleaner } from "@/lib/admin/orders/cleaners";
import { assignWarning, type CustomerCleanerChoices } from "@/lib/admin/orders/assign-warning";
import type { StaffStatusChoice } from "@/lib/admin/orders/status-rules";
import { canPerform, STATUS_LABELS } from "@/lib/booking/orders/status-machine";
import type { OrderStatus } from "@/lib/platform/db/schema/orders";
import { assignCleanerContract, cancelOrderContract, confirmOrderContract, orderNoteContract, orderStatusContract } from "@/lib/admin/orders/order-actions-contract";
import { callApi } from "@/lib/web/http/client";
import { ActionButton } from "../actions/ActionButton";
import { ActionPanel } from "../actions/ActionFeedback";
import { bindChecked, bindValue } from "@/components/forms/bind";

export interface OrderActionsProps {
  order: {
    id: string;
    number: string;
    status: OrderStatus;
    startsAt: string;
    cleanerId: string | null;
    /** The version this page showed: sent with each action, so a stale one is refused (409). */
    version: number;
    insideLateWindow: boolean;
    currentLateFeeCents: number;
  };
  cleaners: readonly AssignableCleaner[];
  /** The customer's preferred and blocked cleaners: a warning line under the assign control, never a stop. */
  cleanerChoices?: CustomerCleanerChoices | null;
  /**
   * The statuses staff may set now, computed on the server with its clock by the same function
   * the status action checks (lib/admin/orders/status-rules.ts), each with the reason it asks for.
   */
  statusChoices: readonly StaffStatusChoice[];
}

/**
 * What staff can do to one order, offered only when the state machine allows it; each action
 * asks first and reports its result. The server checks the role and the transition again.
 */
export function OrderActions({ order, cleaners, cleanerChoices, statusChoices }: OrderActionsProps) {
  const [note, setNote] = useState("");
  const [cleanerId, setCleanerId] = useState(order.cleanerId ?? "");
  const statuses = statusChoices.map((choice) => choice.status);
  const [picked, setStatus] = useState<string>(statuses[0] ?? "");
  // After a change the choices move on; a choice no longer offered falls back to the first.
  const statusChoice = statusChoices.find((choice) => choice.status === picked) ?? statusChoices[0];
  const reasonHint = statusChoice?.reason ?? null;
  const [reason, setReason] = useState("");
  const [waiveFee, setWaiveFee] = useState(false);
  const [staffNote, setStaffNote] = useState("");
  const chosen = cleaners.find((person) => person.id === cleanerId);
  const warning = cleanerId !== order.cleanerId ? assignWarning(cleanerChoices ?? undefined, chosen) : null;
  const canAssign = canPerform(order.status, "assign");
  const canCancel = canPerform(order.status, "cancel");
  const params = { orderId: order.id };

  return (
    <ActionPanel className="space-y-5">
      {order.status === "pending" ? (
        <div>
          <ActionButton
            label="Confirm order"
            tone="primary"
            title={`Confirm ${order.number}?`}
            confirmLabel="Confirm order"
            onOpen={() => setNote("")}
            request={() => callApi(confirmOrderContract, { params, body: { note, expectedVersion: order.version } })}
            success={() => `${order.number} is confirmed. The customer gets a confirmation email.`}
          >
            {(errors) => (
              <>
                <p>The customer is emailed that their visit on {formatDateTime(order.startsAt)} is confirmed.</p>
                <TextAreaField name="confirm-note" label="Note for the timeline" optional rows={2} {...bindValue(note, setNote)} error={errors.note} />
              </>
            )}
          </ActionButton>
        </div>
      ) : null}

      {canAssign ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <SelectField
            name="cleanerId"
            label={order.cleanerId ? "Change the cleaner" : "Assign a cleaner"}
            placeholder="Choose a cleaner"
            className="sm:min-w-72"
            {...bindValue(cleanerId, setCleanerId)}
            options={cleaners.map((person) => ({
              value: person.id,
              label: `${person.name}${person.role === "Cleaner" ? "" : ` (${person.role})`}${person.busy ? " · busy then" : ""}`,
            }))}
          />
          {warning ? (
            <p role="note" className="text-sm font-medium text-amber-800 sm:order-last">
              {warning}
            </p>
          ) : null}
          <ActionButton
            label={order.cleanerId ? "Change cleaner" : "Assign"}
            tone="primary"
            title={chosen ? `Give ${order.number} to ${chosen.name}?` : "Choose a cleaner"}
            confirmLabel={order.cleanerId ? "Change cleaner" : "Assign"}
            disabled={!cleanerId || cleanerId === order.cleanerId}
            request={() => callApi(assignCleanerContract, { params, body: { cleanerId, expectedVersion: order.version } })}
            success={() => `${chosen?.name ?? "The cleaner"} now has ${order.number}.`}
          >
            {(errors) => (
              <>
                {warning ? <p className="font-medium text-amber-800">{warning}</p> : null}
                <p>
                  {chosen?.busy ? `${chosen.name} already has a job at this time; the assignment will be refused. ` : ""}
                  {order.status === "pending" ? "Assigning also confirms the order." : "The job appears in their cleaner cabinet at once."}
                </p>
                {errors.cleanerId ? <p className="font-medium text-red-700">{errors.cleanerId}</p> : null}
              </>
            )}
          </ActionButton>
        </div>
      ) : null}

      {statusChoice ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <SelectField
            name="status"
            label="Change status"
            className="sm:min-w-72"
            {...bindValue(statusChoice.status, setStatus)}
            options={statuses.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          />
          <ActionButton
            label="Update status"
            title={`Mark ${order.number} as “${STATUS_LABELS[statusChoice.status]}”?`}
            confirmLabel="Update status"
            onOpen={() => setNote("")}
            validate={() => (reasonHint && note.trim() === "" ? "Write the reason first." : null)}
            request={() => callApi(orderStatusContract, { params, body: { status: statusChoice.status, note, expectedVersion: order.version } })}
            success={() => `${order.number} is now ${STATUS_LABELS[statusChoice.status].toLowerCase()}.`}
          >
            {(errors) => (
              <>
                {statusChoice.status === "completed" ? <p>The customer is charged for the visit and sent the one-question satisfaction poll.</p> : null}
                {statusChoice.status === "in_progress" ? <p>This checks the visit in for the cleaner.</p> : null}
                {reasonHint ? (
                  <TextAreaField name="status-note" label="Reason" hint={`${reasonHint} Staff and the customer see it on the timeline.`} rows={3} {...bindValue(note, setNote)} error={errors.note} />
                ) : (
                  <TextAreaField name="status-note" label="Note for the timeline" optional rows={2} {...bindValue(note, setNote)} error={errors.note} />
                )}
              </>
            )}
          </ActionButton>
        </div>
      ) : null}

      {canCancel ? (
        <div>
          <ActionButton
            label="Cancel order"
            tone="danger"
            title={`Cancel ${order.number}?`}
            confirmLabel="Cancel the order"
            onOpen={() => {
              setReason("");
              setWaiveFee(false);
            }}
            validate={() => (reason.trim().length < 3 ? "Say why the order is cancelled." : null)}
            request={() => callApi(cancelOrderContract, { params, body: { reason, waiveFee, expectedVersion: order.version } })}
            success={(data) =>
              data.lateCancellationFeeCents > 0
                ? `${order.number} is cancelled with a ${formatUsd(data.lateCancellationFeeCents)} late-cancellation fee recorded.`
                : `${order.number} is cancelled. No fee was recorded.`
            }
          >
            {(errors) => (
              <>
                {order.insideLateWindow ? (
                  <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
                    The visit starts in less than 24 hours, so a {formatUsd(order.currentLateFeeCents)} late-cancellation fee will be recorded unless you waive it.
                  </p>
                ) : (
                  <p>The visit is more than 24 hours away, so there is no fee. The customer is emailed, and any offer or gift card is given back.</p>
                )}
                <TextAreaField name="cancel-reason" label="Reason" rows={3} {...bindValue(reason, setReason)} error={errors.reason} />
                {order.insideLateWindow ? <CheckboxField name="waiveFee" label="Waive the late-cancellation fee" {...bindChecked(waiveFee, setWaiveFee)} /> : null}
              </>
            )}
          </ActionButton>
        </div>
      ) : null}

      <div className="border-t border-slate-100 pt-4">
        <TextAreaField name="staff-note" label="Add a staff note" hint="Staff see it on the timeline." rows={2} {...bindValue(staffNote, setStaffNote)} />
        <div className="mt-2">
          <ActionButton
            label="Add note"
            title="Add this note to the timeline?"
            confirmLabel="Add note"
            disabled={staffNote.trim() === ""}
            request={async () => {
              const result = await callApi(orderNoteContract, { params, body: { note: staffNote } });
              if (result.ok) setStaffNote("");
              return result;
            }}
            success={() => "Note added."}
          >
            {() => <p className="whitespace-pre-line rounded-lg bg-slate-50 px-3 py-2">{staffNote}</p>}
          </ActionButton>
        </div>
      </div>
    </ActionPanel>
  );
}
