"use client";

import { useState } from "react";
import { SelectField } from "@/components/forms/SelectField";
import { cardRequirementContract } from "@/lib/payments/admin-settings-contract";
import type { CardRequirement } from "@/lib/platform/db/schema/settings";
import { callApi } from "@/lib/web/http/client";
import { ActionButton } from "../actions/ActionButton";

const OPTIONS: readonly { value: CardRequirement; label: string }[] = [
  { value: "new_customers", label: "New customers (no completed visit yet)" },
  { value: "everyone", label: "Everyone" },
  { value: "nobody", label: "Nobody" },
];

/** The Admin setting: who must save a card before booking. Invoiced accounts never need one. */
export function CardRequirementForm({ current }: { current: CardRequirement }) {
  const [value, setValue] = useState(current);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField name="card-requirement" label="A card is required to book for" value={value} onChange={(event) => setValue(OPTIONS.find((option) => option.value === event.target.value)?.value ?? value)} options={OPTIONS} />
      <ActionButton
        label="Save"
        tone="primary"
        title="Change who must save a card to book?"
        confirmLabel="Save"
        disabled={value === current}
        request={() => callApi(cardRequirementContract, { body: { cardRequirement: value } })}
        success={() => "Saved: the booking form follows the new setting."}
      >
        {() => <p>{OPTIONS.find((option) => option.value === value)?.label} must save a card before their booking is complete.</p>}
      </ActionButton>
    </div>
  );
}
