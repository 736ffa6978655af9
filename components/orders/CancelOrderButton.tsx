"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { FormAlert } from "@/components/forms/FormAlert";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { cancelOrderContract } from "@/lib/booking/orders/orders-contract";
import { cancelSeriesContract } from "@/lib/booking/series/series-contract";
import { callApi } from "@/lib/web/http/client";
import { dangerButtonClass, dangerOutlineButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { bindValue } from "@/components/forms/bind";

/** What the button cancels: one visit, or the future visits of its series. */
export type CancelTarget = { kind: "order" | "series"; id: string };

/**
 * Cancel with a confirmation step: the first press asks (with an optional reason), the second
 * cancels the order or the series `target` names.
 */
export function CancelOrderButton({ target, label, confirmText, doneHref }: { target: CancelTarget; label: string; confirmText: string; doneHref?: string }) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const panelId = useId();

  async function cancel() {
    setBusy(true);
    setError(null);
    const call = { params: { id: target.id }, body: { reason: reason.trim() || null } };
    const result = target.kind === "order" ? await callApi(cancelOrderContract, call) : await callApi(cancelSeriesContract, call);
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setAsking(false);
    if (doneHref) router.push(doneHref);
    router.refresh();
  }

  if (!asking) {
    return (
      <button type="button" className={dangerOutlineButtonClass} aria-expanded={false} aria-controls={panelId} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <div id={panelId} role="group" aria-label={label} className="w-full space-y-3 rounded-xl border border-red-200 bg-red-50/50 p-4">
      <p className="text-sm font-medium text-slate-800">{confirmText}</p>
      <TextAreaField name={`${panelId}-reason`} label="Reason" optional rows={2} maxLength={500} {...bindValue(reason, setReason)} />
      {error ? <FormAlert kind="error">{error}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <button type="button" className={dangerButtonClass} disabled={busy} aria-busy={busy} onClick={() => void cancel()}>
          {busy ? "Cancelling…" : "Yes, cancel"}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => setAsking(false)}>
          Keep it
        </button>
      </div>
    </div>
  );
}
