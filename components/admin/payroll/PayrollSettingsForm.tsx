"use client";

import { useState } from "react";
import { CheckboxField } from "@/components/forms/CheckboxField";
import { SelectField } from "@/components/forms/SelectField";
import { TextField } from "@/components/forms/TextField";
import { payrollSettingsContract } from "@/lib/payroll/payroll-contract";
import type { PayrollSettings } from "@/lib/payroll/settings";
import { callApi } from "@/lib/web/http/client";
import { ActionButton } from "../actions/ActionButton";
import { DialogErrors } from "@/components/admin/actions/DialogErrors";
import { ActionPanel } from "../actions/ActionFeedback";

const FREQUENCIES = [
  { value: "weekly", label: "Weekly" },
  { value: "biweekly", label: "Every two weeks" },
];

/** The pay period schedule and travel rules, saved after a confirmation (audited). */
export function PayrollSettingsForm({ current }: { current: PayrollSettings }) {
  const [frequency, setFrequency] = useState(current.frequency);
  const [anchorDate, setAnchorDate] = useState(current.anchorDate);
  const [payTravel, setPayTravel] = useState(current.payTravel);
  const [cap, setCap] = useState(String(current.travelCapMinutes));
  const capMinutes = /^\d{1,3}$/.test(cap.trim()) ? Number(cap.trim()) : null;
  return (
    <ActionPanel>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField name="pay-frequency" label="Pay period" value={frequency} onChange={(event) => setFrequency(event.target.value === "biweekly" ? "biweekly" : "weekly")} options={FREQUENCIES} />
        <TextField name="pay-anchor" label="A period starts on" type="date" value={anchorDate} onChange={(event) => setAnchorDate(event.target.value)} />
        <TextField name="travel-cap" label="Longest travel counted, minutes" inputMode="numeric" value={cap} onChange={(event) => setCap(event.target.value)} />
        <CheckboxField name="pay-travel" label="Pay travel between visits" checked={payTravel} onChange={(event) => setPayTravel(event.target.checked)} />
        <ActionButton
          label="Save payroll settings"
          tone="primary"
          title="Save the payroll settings?"
          confirmLabel="Save"
          validate={() => (capMinutes === null || capMinutes > 240 ? "Enter the longest travel in whole minutes, 240 at most." : null)}
          request={() => callApi(payrollSettingsContract, { body: { frequency, anchorDate, payTravel, travelCapMinutes: capMinutes ?? 0 } })}
          success={() => "The payroll settings are saved. Open periods are worked out with them from now on."}
        >
          {(errors) => (
            <>
              <p>Approved periods keep the days and the travel rule they were approved with.</p>
              <DialogErrors errors={errors} />
            </>
          )}
        </ActionButton>
      </div>
    </ActionPanel>
  );
}
