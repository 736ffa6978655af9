"use client";

import { useState } from "react";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { TextField } from "@/components/forms/TextField";
import { formatUsd } from "@/lib/kernel/format/shorthand";
import { giftCardReturnContract, paymentRefundContract, type RefundTarget } from "@/lib/payments/refunds-contract";
import { callApi } from "@/lib/web/http/client";
import { ActionButton } from "../actions/ActionButton";

interface RefundButtonProps {
  /** What goes back: a card payment, or the order's gift-card part. */
  target: RefundTarget;
  /** "the visit charge", "the gift card" */
  what: string;
  /** What may still go back: the amount's default and its limit. */
  refundableCents: number;
  /** Where the money goes, said in the dialog. */
  destination: string;
  name: string;
}

const small = "min-h-9 px-3 py-1.5 text-sm";

/** Refund all or part of a payment, with a reason, after a confirm dialog; the amount defaults to what is left. */
export function RefundButton({ target, what, refundableCents, destination, name }: RefundButtonProps) {
  const remainder = (refundableCents / 100).toFixed(2);
  const [amount, setAmount] = useState(remainder);
  const [reason, setReason] = useState("");
  return (
    <ActionButton
      label="Refund"
      tone="danger"
      className={small}
      title={`Refund ${what}?`}
      confirmLabel="Refund"
      onOpen={() => {
        setAmount(remainder);
        setReason("");
      }}
      validate={() => (reason.trim() === "" ? "Say why the money goes back." : null)}
      request={() =>
        target.kind === "payment"
          ? callApi(paymentRefundContract, { params: { paymentId: target.paymentId }, body: { amount, reason } })
          : callApi(giftCardReturnContract, { params: { orderId: target.orderId }, body: { amount, reason } })
      }
      success={(data) => (data.status === "processing" ? `The refund of $${amount} is on its way.` : `$${amount} refunded ${destination}.`)}
    >
      {(errors) => (
        <>
          <p>
            Up to {formatUsd(refundableCents)} can go back {destination}. The customer gets an email, and the receipt shows the refund.
          </p>
          <TextField name={`${name}-amount`} label="Amount (dollars)" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} error={errors.amount} />
          <TextAreaField name={`${name}-reason`} label="Reason" rows={3} value={reason} onChange={(event) => setReason(event.target.value)} error={errors.reason} />
        </>
      )}
    </ActionButton>
  );
}
