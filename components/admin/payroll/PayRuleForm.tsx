"use client";

import { useState } from "react";
import { SelectField } from "@/components/forms/SelectField";
import { TextField } from "@/components/forms/TextField";
import { dollarsToCents } from "@/lib/payments/tips/tip-choice";
import type { PayRule } from "@/lib/payroll/pay-math";
import { payRuleContract } from "@/lib/payroll/payroll-contract";
import { percentToBasisPoints } from "@/lib/payroll/rate-input";
import { callApi } from "@/lib/web/http/client";
import { ActionButton } from "../actions/ActionButton";
import { DialogErrors } from "@/components/admin/actions/DialogErrors";
import { ActionPanel } from "../actions/ActionFeedback";

const KINDS = [
  { value: "hourly", label: "Hourly rate (check-in to check-out)" },
  { value: "percent", label: "Percentage of each visit's service price" },
];

const centsText = (cents: number) => (cents > 0 ? (cents / 100).toFixed(2) : "");

/** A cleaner's pay rule, for Admins, on the account page; saved after a confirmation and audited. */
export function PayRuleForm({ user, current }: { user: { id: string; name: string }; current: PayRule | null }) {
  const [kind, setKind] = useState<PayRule["kind"]>(current?.kind ?? "hourly");
  const [rate, setRate] = useState(centsText(current?.hourlyCents ?? 0));
  const [percent, setPercent] = useState(current && current.kind === "percent" ? String(current.percentBasisPoints / 100) : "");
  const hourlyCents = rate.trim() === "" ? 0 : dollarsToCents(rate);
  const basisPoints = percentToBasisPoints(percent);
  const problem = (): string | null => {
    if (hourlyCents === null) return "Enter the rate in dollars and cents, like 24 or 23.75.";
    if (kind === "hourly" && hourlyCents === 0) return "Enter the hourly rate.";
    if (kind === "percent" && basisPoints === null) return "Enter the percentage, like 40 or 37.5.";
    return null;
  };
  return (
    <ActionPanel>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField name="pay-kind" label="Paid by" value={kind} onChange={(event) => setKind(event.target.value === "percent" ? "percent" : "hourly")} options={KINDS} />
        {kind === "percent" ? <TextField name="pay-percent" label="Percentage" inputMode="decimal" value={percent} onChange={(event) => setPercent(event.target.value)} placeholder="40" /> : null}
        <TextField
          name="pay-rate"
          label={kind === "hourly" ? "Dollars an hour" : "Travel, dollars an hour"}
          hint={kind === "percent" ? "Leave empty to leave travel unpaid for this cleaner." : undefined}
          inputMode="decimal"
          value={rate}
          onChange={(event) => setRate(event.target.value)}
          placeholder="24.00"
        />
        <ActionButton
          label="Save pay rule"
          tone="primary"
          title={`Change how ${user.name} is paid?`}
          confirmLabel="Save"
          validate={problem}
          request={() =>
            callApi(payRuleContract, {
              params: { userId: user.id },
              body: kind === "hourly" ? { kind: "hourly", hourlyCents: hourlyCents ?? 0 } : { kind: "percent", percentBasisPoints: basisPoints ?? 0, hourlyCents: hourlyCents ?? 0 },
            })
          }
          success={() => `${user.name}'s pay rule is saved. Open pay periods use it from now on; approved ones keep theirs.`}
        >
          {(errors) => (
            <>
              <p>Open pay periods are worked out again with the new rule. Approved periods keep the rule they were approved with.</p>
              <DialogErrors errors={errors} />
            </>
          )}
        </ActionButton>
      </div>
    </ActionPanel>
  );
}
