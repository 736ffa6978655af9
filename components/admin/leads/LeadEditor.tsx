"use client";

import { useState } from "react";
import { SelectField } from "@/components/forms/SelectField";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from "@/lib/admin/leads/lead-schemas";
import { leadUpdateContract } from "@/lib/admin/leads/leads-contract";
import { callApi } from "@/lib/web/http/client";
import { ActionButton } from "../actions/ActionButton";
import { ActionPanel } from "../actions/ActionFeedback";
import { bindValue } from "@/components/forms/bind";

/** The lead's status and the staff notes, saved together after a confirmation. */
export function LeadEditor({ lead }: { lead: { id: string; name: string; status: LeadStatus; notes: string | null } }) {
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [notes, setNotes] = useState(lead.notes ?? "");
  const changed = status !== lead.status || notes.trim() !== (lead.notes ?? "");
  return (
    <ActionPanel className="space-y-4">
      <SelectField
        name="lead-status"
        label="Status"
        value={status}
        onChange={(event) => setStatus(event.target.value as LeadStatus)}
        options={LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }))}
      />
      <TextAreaField name="lead-notes" label="Notes" optional hint="Calls made, quotes given, what was agreed." rows={6} {...bindValue(notes, setNotes)} />
      <ActionButton
        label="Save changes"
        tone="primary"
        disabled={!changed}
        title={`Save the changes to ${lead.name}'s lead?`}
        confirmLabel="Save"
        request={() => callApi(leadUpdateContract, { params: { leadId: lead.id }, body: { status, notes } })}
        success={() => `Saved. The lead is ${LEAD_STATUS_LABELS[status].toLowerCase()}.`}
      >
        {(errors) => (
          <>
            {status !== lead.status ? (
              <p>
                Status: {LEAD_STATUS_LABELS[lead.status]} → {LEAD_STATUS_LABELS[status]}
              </p>
            ) : null}
            {notes.trim() !== (lead.notes ?? "") ? <p>The notes change.</p> : null}
            {errors.status ? <p className="font-medium text-red-700">{errors.status}</p> : null}
            {errors.notes ? <p className="font-medium text-red-700">{errors.notes}</p> : null}
          </>
        )}
      </ActionButton>
    </ActionPanel>
  );
}
