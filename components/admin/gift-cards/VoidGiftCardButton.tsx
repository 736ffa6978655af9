"use client";

import { useState } from "react";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { formatUsd } from "@/lib/kernel/format/shorthand";
import { voidGiftCardContract } from "@/lib/gift-cards/admin-gift-cards-contract";
import { callApi } from "@/lib/web/http/client";
import { ActionButton } from "../actions/ActionButton";
import { bindValue } from "@/components/forms/bind";

/** Voids a card through the gift-card API: its balance goes to zero, with the reason audited. */
export function VoidGiftCardButton({ card }: { card: { id: string; maskedCode: string; balanceCents: number } }) {
  const [reason, setReason] = useState("");
  return (
    <ActionButton
      label="Void"
      tone="danger"
      className="min-h-9 px-3 py-1.5 text-sm"
      title={`Void gift card ${card.maskedCode}?`}
      confirmLabel="Void the card"
      onOpen={() => setReason("")}
      validate={() => (reason.trim() === "" ? "Say why the card is voided." : null)}
      request={() => callApi(voidGiftCardContract, { params: { cardId: card.id }, body: { reason } })}
      success={() => `Gift card ${card.maskedCode} is void.`}
    >
      {(errors) => (
        <>
          <p>The remaining balance of {formatUsd(card.balanceCents)} can no longer be spent, and a delivery not yet sent is called off. This cannot be undone.</p>
          <TextAreaField name="void-reason" label="Reason" rows={3} {...bindValue(reason, setReason)} error={errors.reason} />
        </>
      )}
    </ActionButton>
  );
}
