"use client";

import { useState } from "react";
import { FormAlert } from "@/components/forms/FormAlert";
import { verificationResendContract } from "@/lib/auth/verification-resend-contract";
import { callApi } from "@/lib/web/http/client";

/**
 * Asks for a fresh verification link; the server limits how often. `returnUrl` (the saved
 * booking, for one) rides along so the new link leads back there like the first one.
 */
export function ResendVerificationButton({ returnUrl }: { returnUrl?: string }) {
  const [state, setState] = useState<{ kind: "idle" | "busy" } | { kind: "done" | "error"; message: string }>({ kind: "idle" });

  async function resend() {
    setState({ kind: "busy" });
    const result = await callApi(verificationResendContract, { body: returnUrl ? { returnUrl } : undefined });
    if (!result.ok) setState({ kind: "error", message: result.error });
    else setState({ kind: "done", message: result.data.alreadyVerified ? "Your email is already confirmed." : "We sent a new link. Check your inbox." });
  }

  return (
    <div className="space-y-3">
      {state.kind === "done" ? <FormAlert kind="success">{state.message}</FormAlert> : null}
      {state.kind === "error" ? <FormAlert kind="error">{state.message}</FormAlert> : null}
      <button
        type="button"
        onClick={resend}
        disabled={state.kind === "busy"}
        className="w-full rounded-lg border border-brand-700 px-4 py-3 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        {state.kind === "busy" ? "Sending…" : "Send the link again"}
      </button>
    </div>
  );
}
