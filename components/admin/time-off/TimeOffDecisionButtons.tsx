"use client";

import { useState } from "react";
import { bindValue } from "@/components/forms/bind";
import { TextAreaField } from "@/components/forms/TextAreaField";
import type { TimeOffDecisionAnswer } from "@/lib/cabinet/time-off/decide";
import { timeOffDecisionContract } from "@/lib/cabinet/time-off/time-off-contract";
import { callApi } from "@/lib/web/http/client";
import { ActionButton } from "../actions/ActionButton";

interface Props {
  id: string;
  cleanerName: string;
  days: string;
  /** Told of an approval, with the visits still to move. */
  onApproved: (answer: TimeOffDecisionAnswer) => void;
}

/** Approve or decline one waiting request, each after a confirmation; a decline may carry a note for the cleaner. */
export function TimeOffDecisionButtons({ id, cleanerName, days, onApproved }: Props) {
  const [note, setNote] = useState("");
  return (
    <div className="flex flex-wrap gap-2">
      <ActionButton
        label="Approve"
        tone="primary"
        title={`Approve ${cleanerName}'s time off?`}
        confirmLabel="Approve"
        request={() => callApi(timeOffDecisionContract, { params: { id }, body: { decision: "approve" } })}
        success={(answer) => {
          onApproved(answer);
          return `Approved: ${cleanerName} is off on ${days}. Customers can no longer book them on those days.`;
        }}
      >
        {() => <p>{cleanerName} will not be offered to customers on {days}. Visits already assigned to them on those days stay until you move them; they are listed once you approve.</p>}
      </ActionButton>
      <ActionButton
        label="Decline"
        tone="danger"
        title={`Decline ${cleanerName}'s time off?`}
        confirmLabel="Decline"
        onOpen={() => setNote("")}
        request={() => callApi(timeOffDecisionContract, { params: { id }, body: { decision: "decline", note } })}
        success={() => `Declined: ${cleanerName}'s request for ${days}.`}
      >
        {(errors) => (
          <>
            <p>{cleanerName} sees the decision in the cabinet, with your note if you write one.</p>
            <TextAreaField name={`decline-note-${id}`} label="Note for the cleaner" optional rows={3} maxLength={500} length={note.length} placeholder="Three of the team are off that week already. Could you take the following Monday instead?" {...bindValue(note, setNote)} error={errors.note} />
          </>
        )}
      </ActionButton>
    </div>
  );
}
