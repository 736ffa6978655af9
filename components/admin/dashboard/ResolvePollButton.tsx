"use client";

import { useState } from "react";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { resolvePollContract } from "@/lib/admin/orders/order-actions-contract";
import { callApi } from "@/lib/web/http/client";
import { ActionButton } from "../actions/ActionButton";
import { bindValue } from "@/components/forms/bind";
import { FollowUpPhotoChoice, type FollowUpPhotoOption } from "../orders/FollowUpPhotoChoice";

/**
 * Marks a low rating as handled once the free re-clean has been offered; on the order page,
 * staff may keep some of the visit's photos with it.
 */
export function ResolvePollButton({ orderId, number, photos = [] }: { orderId: string; number: string; photos?: readonly FollowUpPhotoOption[] }) {
  const [note, setNote] = useState("");
  const [photoIds, setPhotoIds] = useState<string[]>([]);
  return (
    <ActionButton
      label="Mark handled"
      title={`Close the follow-up for ${number}?`}
      confirmLabel="Mark handled"
      className="min-h-9 px-3 py-1.5 text-sm"
      onOpen={() => {
        setNote("");
        setPhotoIds([]);
      }}
      request={() => callApi(resolvePollContract, { params: { orderId }, body: { note, photoIds } })}
      success={() => `The follow-up for ${number} is closed.`}
    >
      {(errors) => (
        <>
          <p>Close it once the customer has been offered the free re-clean of the satisfaction guarantee.</p>
          <TextAreaField name="poll-note" label="What was agreed" optional rows={3} {...bindValue(note, setNote)} error={errors.note} />
          <FollowUpPhotoChoice options={photos} chosen={photoIds} onChange={setPhotoIds} error={errors.photoIds} />
        </>
      )}
    </ActionButton>
  );
}
