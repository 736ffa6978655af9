"use client";

import { approvePeriodContract } from "@/lib/payroll/payroll-contract";
import { callApi } from "@/lib/web/http/client";
import { ActionButton } from "../actions/ActionButton";
import { ActionPanel } from "../actions/ActionFeedback";

/** Approves and locks a pay period that has ended. */
export function ApprovePeriodButton({ start, label }: { start: string; label: string }) {
  return (
    <ActionPanel>
      <ActionButton
        label="Approve and lock"
        tone="primary"
        title={`Approve pay for ${label}?`}
        confirmLabel="Approve"
        request={() => callApi(approvePeriodContract, { params: { start } })}
        success={() => `Pay for ${label} is approved and locked. Later changes to its visits will appear as corrections in the next open period.`}
      >
        {() => <p>The report is kept exactly as shown. Adjustments can no longer be added to this period; later changes to its visits are paid as corrections in the next open period.</p>}
      </ActionButton>
    </ActionPanel>
  );
}
