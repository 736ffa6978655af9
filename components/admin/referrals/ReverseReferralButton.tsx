"use client";

import { useState } from "react";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { bindValue } from "@/components/forms/bind";
import { formatUsd } from "@/lib/kernel/format/shorthand";
import { reverseReferralContract } from "@/lib/referrals/reverse-referral-contract";
import { callApi } from "@/lib/web/http/client";
import { ActionButton } from "../actions/ActionButton";

/** Reverses a referral through the admin API: the reward goes back out of the referrer's credit, with the reason audited. */
export function ReverseReferralButton({ referral }: { referral: { id: string; referrerName: string; rewardCents: number } }) {
  const [reason, setReason] = useState("");
  return (
    <ActionButton
      label="Reverse"
      tone="danger"
      className="min-h-9 px-3 py-1.5 text-sm"
      title={`Reverse ${referral.referrerName}'s referral?`}
      confirmLabel="Reverse the referral"
      onOpen={() => setReason("")}
      validate={() => (reason.trim() === "" ? "Say why the referral is reversed." : null)}
      request={() => callApi(reverseReferralContract, { params: { referralId: referral.id }, body: { reason } })}
      success={() => "The referral is reversed."}
    >
      {(errors) => (
        <>
          <p>
            {referral.rewardCents > 0
              ? `${formatUsd(referral.rewardCents)} of account credit is taken back from ${referral.referrerName}.`
              : "No credit was given yet; the referral is closed and will earn nothing."}{" "}
            This cannot be undone.
          </p>
          <TextAreaField name="reverse-reason" label="Reason" rows={3} {...bindValue(reason, setReason)} error={errors.reason} />
        </>
      )}
    </ActionButton>
  );
}
