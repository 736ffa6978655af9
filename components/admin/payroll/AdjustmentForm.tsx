"use client";

import { useState } from "react";
import { SelectField } from "@/components/forms/SelectField";
import { TextField } from "@/components/forms/TextField";
import { adjustmentContract } from "@/lib/payroll/payroll-contract";
import { signedDollarsToCents } from "@/lib/payroll/rate-input";
import { callApi } from "@/lib/web/http/client";
import { ActionButton } from "../actions/ActionButton";
import { DialogErrors } from "@/components/admin/actions/DialogErrors";
import { ActionPanel } from "../actions/ActionFeedback";

/** Adds money to (or, with a minus sign, takes it from) a cleaner's pay in an open period, with a reason. */
export function AdjustmentForm({ start, cleaners }: { start: string; cleaners: readonly { id: string; name: string }[] }) {
  const [cleanerId, setCleanerId] = useState(cleaners[0]?.id ?? "");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const cents = signedDollarsToCents(amount);
  const name = cleaners.find((cleaner) => cleaner.id === cleanerId)?.name ?? "the cleaner";
  return (
    <ActionPanel>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField name="adjust-cleaner" label="Cleaner" value={cleanerId} onChange={(event) => setCleanerId(event.target.value)} options={cleaners.map((cleaner) => ({ value: cleaner.id, label: cleaner.name }))} />
        <TextField name="adjust-amount" label="Amount in dollars" hint="A minus sign takes money off." inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} placeholder="25.00" />
        <TextField name="adjust-reason" label="Reason" value={reason} maxLength={300} onChange={(event) => setReason(event.target.value)} placeholder="Supplies bought for the Chelsea office" />
        <ActionButton
          label="Add adjustment"
          title={`Adjust ${name}'s pay?`}
          confirmLabel="Add"
          validate={() => (cents === null || cents === 0 ? "Enter an amount in dollars and cents, like 25 or -12.50." : reason.trim().length < 3 ? "Say why, so the cleaner understands it." : null)}
          request={() => callApi(adjustmentContract, { params: { start }, body: { cleanerId, amountCents: cents ?? 0, reason: reason.trim() } })}
          success={() => `The adjustment is added to ${name}'s pay for this period.`}
        >
          {(errors) => (
            <>
              <p>The cleaner sees the amount and the reason in their pay report.</p>
              <DialogErrors errors={errors} />
            </>
          )}
        </ActionButton>
      </div>
    </ActionPanel>
  );
}
