"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormAlert } from "@/components/forms/FormAlert";
import { preferredCleanerContract } from "@/lib/booking/preferred-cleaner-contract";
import { callApi } from "@/lib/web/http/client";

/**
 * "I'd like {first name} again" on a completed visit (docs/product.md#preferred-and-blocked-cleaners):
 * a switch that saves at once; the server's answer decides what it shows.
 */
export function PreferredCleanerToggle({ orderId, firstName, preferred }: { orderId: string; firstName: string; preferred: boolean }) {
  const router = useRouter();
  const [on, setOn] = useState(preferred);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    setBusy(true);
    setError(null);
    const result = await callApi(preferredCleanerContract, { params: { id: orderId }, body: { preferred: !on } });
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setOn(!on);
    router.refresh();
  }

  return (
    <div className="space-y-2">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void toggle()}
        className="inline-flex items-center gap-3 text-sm font-medium text-slate-800"
      >
        <span aria-hidden className={`relative h-6 w-11 rounded-full transition ${on ? "bg-teal-600" : "bg-slate-300"}`}>
          <span className={`absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition ${on ? "left-5" : "left-0.5"}`} />
        </span>
        I&apos;d like {firstName} again
      </button>
      {on ? <p className="text-sm text-slate-600">We&apos;ll try to send {firstName} to your next visits when they are free.</p> : null}
      {error ? <FormAlert kind="error">{error}</FormAlert> : null}
    </div>
  );
}
