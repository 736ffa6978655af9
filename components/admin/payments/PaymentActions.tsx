"use client";

import { useState } from "react";
import { SelectField } from "@/components/forms/SelectField";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { formatUsd } from "@/lib/kernel/format/shorthand";
import { markPaidContract, retryPaymentContract, writeOffContract } from "@/lib/payments/attention-contract";
import { callApi } from "@/lib/web/http/client";
import { ActionButton } from "../actions/ActionButton";

interface PaymentRef {
  id: string;
  orderNumber: string;
  amountCents: number;
}

const small = "min-h-9 px-3 py-1.5 text-sm";

/** Retry, mark paid (cash or check, with a note) and write off one payment needing attention; all audited. */
export function PaymentActions({ payment }: { payment: PaymentRef }) {
  const [method, setMethod] = useState<"cash" | "check">("cash");
  const [paidNote, setPaidNote] = useState("");
  const [reason, setReason] = useState("");
  const amount = formatUsd(payment.amountCents);
  const params = { paymentId: payment.id };
  return (
    <div className="flex flex-wrap gap-2">
      <ActionButton
        label="Retry"
        tone="primary"
        className={small}
        title={`Charge ${amount} for ${payment.orderNumber} again now?`}
        confirmLabel="Try the card again"
        request={() => callApi(retryPaymentContract, { params })}
        success={() => `${payment.orderNumber}: the card on file is being tried again.`}
      >
        {() => <p>The customer&apos;s card on file is charged {amount} within a few seconds. If it fails again they get another email.</p>}
      </ActionButton>
      <ActionButton
        label="Mark paid"
        className={small}
        title={`Record ${amount} for ${payment.orderNumber} as paid?`}
        confirmLabel="Mark paid"
        onOpen={() => {
          setMethod("cash");
          setPaidNote("");
        }}
        validate={() => (paidNote.trim() === "" ? "Say how it was paid (e.g. the check number)." : null)}
        request={() => callApi(markPaidContract, { params, body: { method, note: paidNote } })}
        success={() => `${payment.orderNumber} is marked paid.`}
      >
        {(errors) => (
          <>
            <SelectField
              name={`method-${payment.id}`}
              label="Paid by"
              value={method}
              onChange={(event) => setMethod(event.target.value === "check" ? "check" : "cash")}
              options={[
                { value: "cash", label: "Cash" },
                { value: "check", label: "Check" },
              ]}
              error={errors.method}
            />
            <TextAreaField name={`paid-note-${payment.id}`} label="Note" rows={2} value={paidNote} onChange={(event) => setPaidNote(event.target.value)} error={errors.note} />
          </>
        )}
      </ActionButton>
      <ActionButton
        label="Write off"
        tone="danger"
        className={small}
        title={`Write off ${amount} for ${payment.orderNumber}?`}
        confirmLabel="Write off"
        onOpen={() => setReason("")}
        validate={() => (reason.trim() === "" ? "Say why it is written off." : null)}
        request={() => callApi(writeOffContract, { params, body: { note: reason } })}
        success={() => `${payment.orderNumber} is written off.`}
      >
        {(errors) => <TextAreaField name={`write-off-${payment.id}`} label="Reason" rows={3} value={reason} onChange={(event) => setReason(event.target.value)} error={errors.note} />}
      </ActionButton>
    </div>
  );
}
