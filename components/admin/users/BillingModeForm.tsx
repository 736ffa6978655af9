"use client";

import { useState } from "react";
import { SelectField } from "@/components/forms/SelectField";
import { TextField } from "@/components/forms/TextField";
import type { BillingMode } from "@/lib/platform/db/schema/billing";
import { billingModeContract } from "@/lib/payments/admin-settings-contract";
import { callApi } from "@/lib/web/http/client";
import { ActionButton } from "../actions/ActionButton";
import { ActionPanel } from "../actions/ActionFeedback";

const OPTIONS = [
  { value: "card", label: "Card on file (charged after each visit)" },
  { value: "invoice", label: "Invoice (office client: no card needed)" },
];

export interface BillingModeFormProps {
  user: { id: string; name: string };
  current: { billingMode: BillingMode; invoiceCompany: string | null };
}

/**
 * How an account pays, for Admins: card on file, or invoiced by the office with the company the
 * invoice is made out to. Saved after a confirmation; the change is audited and appears in the
 * account's staff history.
 */
export function BillingModeForm({ user, current }: BillingModeFormProps) {
  const [mode, setMode] = useState<BillingMode>(current.billingMode);
  const [company, setCompany] = useState(current.invoiceCompany ?? "");
  const invoice = mode === "invoice";
  const unchanged = mode === current.billingMode && (!invoice || company.trim() === (current.invoiceCompany ?? ""));
  return (
    <ActionPanel>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField name="billing-mode" label="Pays by" value={mode} onChange={(event) => setMode(event.target.value === "invoice" ? "invoice" : "card")} options={OPTIONS} />
        {invoice ? <TextField name="invoice-company" label="Invoice made out to" value={company} maxLength={120} onChange={(event) => setCompany(event.target.value)} placeholder="Hudson Yards Dental, PLLC" /> : null}
        <ActionButton
          label="Save"
          tone="primary"
          title={invoice ? `Invoice ${user.name}'s visits?` : `Charge ${user.name}'s card after each visit?`}
          confirmLabel="Save"
          disabled={unchanged}
          validate={() => (invoice && company.trim() === "" ? "Enter the company the invoice is made out to." : null)}
          request={() => callApi(billingModeContract, { params: { userId: user.id }, body: invoice ? { billingMode: "invoice", invoiceCompany: company.trim() } : { billingMode: "card" } })}
          success={() => (invoice ? `${user.name} is invoiced to ${company.trim()}: they book without a card.` : `${user.name} pays by card again.`)}
        >
          {(errors) =>
            invoice ? (
              <>
                <p>They can book without saving a card. Their visits are never charged automatically: the office invoices {company.trim() || "the company"} instead.</p>
                {errors.invoiceCompany ? <p className="text-red-700">{errors.invoiceCompany}</p> : null}
              </>
            ) : (
              <p>Their card on file is charged after each completed visit; if they have none, they save one at their next booking.</p>
            )
          }
        </ActionButton>
      </div>
    </ActionPanel>
  );
}
