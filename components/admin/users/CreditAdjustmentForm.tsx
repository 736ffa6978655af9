"use client";

import { useState } from "react";
import { TextField } from "@/components/forms/TextField";
import { DialogErrors } from "@/components/admin/actions/DialogErrors";
import { MAX_ADJUSTMENT_CENTS } from "@/lib/account-credit/adjustment-limits";
import { creditAdjustmentContract } from "@/lib/account-credit/staff-adjustment-contract";
import { formatUsd } from "@/lib/kernel/format/shorthand";
import { signedDollarsToCents } from "@/lib/payroll/rate-input";
import { callApi } from "@/lib/web/http/client";
import { ActionButton } from "../actions/ActionButton";
import { ActionPanel } from "../actions/ActionFeedback";

/** What is wrong with the typed amount and reason before anything is sent, or null. The server checks again under the account's lock. */
function problem(cents: number | null, reason: string, balanceCents: number): string | null {
  if (cents === null || cents === 0) return "Enter an amount in dollars and cents, like 25 or -12.50.";
  if (Math.abs(cents) > MAX_ADJUSTMENT_CENTS) return `Adjustments are limited to ${formatUsd(MAX_ADJUSTMENT_CENTS)} either way.`;
  if (balanceCents + cents < 0) return `That would take the balance below zero: it is ${formatUsd(balanceCents)} now.`;
  if (reason.trim().length < 3) return "Say why, in a few words the next person can follow.";
  return null;
}

/**
 * "Adjust account credit" on the staff user page (docs/product.md, "Referrals and account
 * credit"): dollars up, or with a minus sign down, with a reason; never below zero. Saved after a
 * confirmation; audited, and the customer sees the reason in their credit history.
 */
export function CreditAdjustmentForm({ user, balanceCents }: { user: { id: string; name: string }; balanceCents: number }) {
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const cents = signedDollarsToCents(amount);
  const adding = (cents ?? 0) >= 0;
  return (
    <ActionPanel>
      <div className="flex flex-wrap items-end gap-3">
        <TextField name="credit-amount" label="Amount in dollars" hint="A minus sign takes credit off." inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} placeholder="25.00" />
        <TextField name="credit-reason" label="Reason" value={reason} maxLength={300} onChange={(event) => setReason(event.target.value)} placeholder="Goodwill: the team arrived an hour late" />
        <ActionButton
          label="Adjust account credit"
          title={adding ? `Give ${user.name} ${formatUsd(cents ?? 0)} of credit?` : `Take ${formatUsd(-(cents ?? 0))} of credit from ${user.name}?`}
          confirmLabel="Adjust"
          validate={() => problem(cents, reason, balanceCents)}
          request={() => callApi(creditAdjustmentContract, { params: { userId: user.id }, body: { amountCents: cents ?? 0, reason: reason.trim() } })}
          success={() => {
            setAmount("");
            setReason("");
            return `${user.name}'s account credit is adjusted.`;
          }}
        >
          {(errors) => (
            <>
              <p>The customer sees the amount and the reason in their credit history; the change is kept in the audit log.</p>
              <DialogErrors errors={errors} />
            </>
          )}
        </ActionButton>
      </div>
    </ActionPanel>
  );
}
