"use client";

import { useState } from "react";
import { ActionButton } from "@/components/admin/actions/ActionButton";
import { ActionPanel } from "@/components/admin/actions/ActionFeedback";
import { TextAreaField } from "@/components/forms/TextAreaField";
import type { OrderStatus } from "@/lib/db/schema/orders";
import { sendJson } from "@/lib/http/client";

/** Check in on arrival, check out when done (with a note for the office); each asks first. */
export function JobActions({ job }: { job: { id: string; number: string; status: OrderStatus } }) {
  const [note, setNote] = useState("");
  if (job.status !== "assigned" && job.status !== "in_progress") return null;
  return (
    <ActionPanel>
      {job.status === "assigned" ? (
        <ActionButton
          label="Check in"
          tone="primary"
          className="w-full sm:w-auto"
          title="Check in now?"
          confirmLabel="Check in"
          request={() => sendJson(`/api/cabinet/jobs/${job.id}/check-in`, "POST")}
          success={() => "Checked in. The customer sees that the visit has started."}
        >
          {() => <p>Check in once you are at the door, so the office and the customer know the visit has started.</p>}
        </ActionButton>
      ) : (
        <ActionButton
          label="Check out"
          tone="primary"
          className="w-full sm:w-auto"
          title="Finish this visit?"
          confirmLabel="Check out"
          onOpen={() => setNote("")}
          request={() => sendJson(`/api/cabinet/jobs/${job.id}/check-out`, "POST", { note })}
          success={() => "Checked out. The visit is completed, and the customer gets a short poll."}
        >
          {(errors) => (
            <TextAreaField
              name="checkout-note"
              label="Note for the office and the customer"
              optional
              hint="Anything left undone, keys returned, supplies that ran out."
              rows={3}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              error={errors.note}
            />
          )}
        </ActionButton>
      )}
    </ActionPanel>
  );
}
