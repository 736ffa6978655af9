"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { primaryButtonClass } from "@/components/ui/styles";
import { threadLeadContract } from "@/lib/messaging/inbox/inbox-contract";
import { callApi } from "@/lib/web/http/client";

/** "Create a lead" for a number no account has: makes it (or finds the one made before) and opens it. */
export function CreateLeadButton({ phone }: { phone: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function create() {
    setBusy(true);
    setError(null);
    const result = await callApi(threadLeadContract, { params: { phone } });
    if (!result.ok) {
      setBusy(false);
      setError(result.error);
      return;
    }
    router.push(`/admin/leads/${result.data.leadId}`);
  }

  return (
    <div className="space-y-2">
      <button type="button" className={primaryButtonClass} disabled={busy} onClick={() => void create()}>
        Create a lead
      </button>
      <div role="alert">{error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}</div>
    </div>
  );
}
