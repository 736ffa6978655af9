"use client";

import { ActionButton } from "@/components/admin/actions/ActionButton";
import { withdrawTimeOffContract } from "@/lib/cabinet/time-off/time-off-contract";
import { callApi } from "@/lib/web/http/client";

/** Takes back one's own request, after a confirmation; the list refreshes once it is done. */
export function WithdrawTimeOffButton({ id, days, approved }: { id: string; days: string; approved: boolean }) {
  return (
    <ActionButton
      label="Withdraw"
      tone="danger"
      title={`Withdraw your time off for ${days}?`}
      confirmLabel="Withdraw"
      request={() => callApi(withdrawTimeOffContract, { params: { id } })}
      success={() => (approved ? `Withdrawn. Customers can book you on ${days} again.` : `Your request for ${days} is withdrawn.`)}
    >
      {() => <p>{approved ? "The office approved these days. Once withdrawn, customers can book you on them again." : "The office will no longer see this request."}</p>}
    </ActionButton>
  );
}
