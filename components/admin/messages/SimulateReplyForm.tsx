"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { TextField } from "@/components/forms/TextField";
import { bindValue } from "@/components/forms/bind";
import { formLevelError } from "@/components/forms/form-level-error";
import { secondaryButtonClass } from "@/components/ui/styles";
import { simulateReplyContract } from "@/lib/messaging/inbox/inbox-contract";
import { callApi } from "@/lib/web/http/client";
import type { FieldErrors } from "@/lib/kernel/failure";

/**
 * "Simulate a reply" (docs/messaging.md, "Test mode outbox"): what the person would type on their
 * phone, posted through the signed inbound path as if they had. With `phone` it answers from that
 * number; without, it asks for the number too (a text from someone we never texted).
 */
export function SimulateReplyForm({ phone, label }: { phone?: string; label: string }) {
  const router = useRouter();
  const [from, setFrom] = useState("");
  const [body, setBody] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState<string | null>(null);
  const key = phone ? phone.slice(1) : "new";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setFieldErrors({});
    setSent(null);
    const result = await callApi(simulateReplyContract, { body: { phone: phone ?? from, body } });
    setBusy(false);
    if (!result.ok) {
      setError(formLevelError(result.error, result.fieldErrors));
      setFieldErrors(result.fieldErrors);
      return;
    }
    setSent(`Texted "${body.trim()}" to the business number.`);
    setBody("");
    router.refresh();
  }

  return (
    <form aria-label={label} onSubmit={(event) => void submit(event)} className="space-y-2">
      <div role="status" aria-live="polite">
        {sent ? <p className="text-xs font-medium text-emerald-800">{sent}</p> : null}
      </div>
      <div role="alert">{error ? <p className="text-xs font-medium text-red-700">{error}</p> : null}</div>
      {phone ? null : <TextField name={`simulate-from-${key}`} label="From number" inputMode="tel" autoComplete="off" error={fieldErrors.phone} {...bindValue(from, setFrom)} />}
      <TextAreaField name={`simulate-body-${key}`} label="Their text" rows={2} error={fieldErrors.body} {...bindValue(body, setBody)} />
      <button type="submit" className={`${secondaryButtonClass} w-full`} disabled={busy || body.trim() === ""}>
        {busy ? "Sending…" : "Simulate a reply"}
      </button>
    </form>
  );
}
