"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { secondaryButtonClass } from "@/components/ui/styles";
import { threadDoneContract } from "@/lib/messaging/inbox/inbox-contract";
import { callApi } from "@/lib/web/http/client";

/**
 * "Mark done" on an open thread, "Reopen" on a done one (docs/messaging.md, "Staff inbox"). No
 * confirmation: either is undone with the other button, and a new text reopens the thread anyway.
 */
export function DoneButton({ phone, done }: { phone: string; done: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    setBusy(true);
    setError(null);
    const result = await callApi(threadDoneContract, { params: { phone }, body: { done: !done } });
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    router.refresh();
  }

  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <button type="button" className={secondaryButtonClass} disabled={busy} onClick={() => void toggle()}>
        {done ? "Reopen" : "Mark done"}
      </button>
      <div role="alert">{error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}</div>
    </div>
  );
}
