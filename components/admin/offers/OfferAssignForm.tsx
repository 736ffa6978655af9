"use client";

import { useState } from "react";
import { RadioGroup } from "@/components/forms/RadioGroup";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { TextField } from "@/components/forms/TextField";
import type { AssignOutcome } from "@/lib/admin/offers/assign";
import { MAX_ASSIGN_EMAILS, splitEmails } from "@/lib/admin/offers/offer-schemas";
import { assignOfferContract } from "@/lib/admin/offers/admin-offers-contract";
import { callApi } from "@/lib/web/http/client";
import { ActionButton } from "../actions/ActionButton";
import { ActionPanel } from "../actions/ActionFeedback";
import { bindValue } from "@/components/forms/bind";

/** Who got it, who had it already, and who could not be given it, in one sentence each. */
export function describeOutcome(outcome: AssignOutcome): string {
  const parts = [`Given to ${outcome.assigned.length} ${outcome.assigned.length === 1 ? "person" : "people"}.`];
  if (outcome.alreadyHeld.length) parts.push(`Already held by ${outcome.alreadyHeld.join(", ")}.`);
  if (outcome.notFound.length) parts.push(`No account for ${outcome.notFound.join(", ")}.`);
  for (const refused of outcome.refused) parts.push(`Not given to ${refused.email}: ${refused.reason}`);
  return parts.join(" ");
}

/** Give the offer to one account or to a pasted list of email addresses. */
export function OfferAssignForm({ offer }: { offer: { id: number; name: string } }) {
  const [mode, setMode] = useState("one");
  const [email, setEmail] = useState("");
  const [list, setList] = useState("");
  const emails = mode === "one" ? splitEmails(email).slice(0, 1) : splitEmails(list);
  return (
    <ActionPanel className="space-y-4">
      <RadioGroup
        name="assign-mode"
        legend="Give it to"
        value={mode}
        onChange={setMode}
        options={[
          { value: "one", label: "One person" },
          { value: "list", label: "A list" },
        ]}
      />
      {mode === "one" ? (
        <TextField name="assign-email" label="Their account's email" type="email" {...bindValue(email, setEmail)} />
      ) : (
        <TextAreaField name="assign-list" label="Email addresses" hint={`One per line, or separated by commas; up to ${MAX_ASSIGN_EMAILS}.`} rows={5} {...bindValue(list, setList)} />
      )}
      <ActionButton
        label="Give offer"
        tone="primary"
        disabled={emails.length === 0}
        title={`Give “${offer.name}” to ${emails.length === 1 ? emails[0] : `${emails.length} people`}?`}
        confirmLabel="Give offer"
        request={() => callApi(assignOfferContract, { params: { offerId: offer.id }, body: { emails } })}
        success={(outcome) => {
          if (outcome.assigned.length > 0) {
            setEmail("");
            setList("");
          }
          return describeOutcome(outcome);
        }}
      >
        {(errors) => {
          const emailError = Object.entries(errors).find(([key]) => key.startsWith("emails"))?.[1];
          return (
            <>
              <p>Each person can use it once, on a visit while the offer is active. Nobody can give an offer to their own account or to a SuperAdmin.</p>
              {emailError ? <p className="font-medium text-red-700">{emailError}</p> : null}
            </>
          );
        }}
      </ActionButton>
    </ActionPanel>
  );
}
