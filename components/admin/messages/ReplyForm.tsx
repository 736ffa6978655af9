"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { newIdempotencyKey } from "@/components/booking/idempotency-key";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { bindValue } from "@/components/forms/bind";
import { formLevelError } from "@/components/forms/form-level-error";
import { primaryButtonClass } from "@/components/ui/styles";
import { threadReplyContract } from "@/lib/messaging/inbox/inbox-contract";
import type { ReplyState } from "@/lib/messaging/inbox/inbox-pages";
import { REPLY_MAX_LENGTH, signedReply } from "@/lib/messaging/inbox/reply-text";
import { smsSegments } from "@/lib/messaging/segments";
import { callApi } from "@/lib/web/http/client";


const newDraftId = newIdempotencyKey;

/**
 * The reply under a thread: what is typed, signed with the staff member's first name, the
 * segments it will take, and the server's refusal (STOP) said in the form. Each draft carries
 * an id, so a double click or a retry queues it once.
 */
export function ReplyForm({ phone, signature, state }: { phone: string; signature: string; state: ReplyState }) {
  const router = useRouter();
  const [body, setBody] = useState("");
  const [draftId, setDraftId] = useState(newDraftId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [sent, setSent] = useState<string | null>(null);

  const texted = signedReply(body, signature);
  const segments = body.trim() ? smsSegments(texted).segments : 0;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!state.allowed || busy) return;
    setBusy(true);
    setError(null);
    setFieldError(undefined);
    setSent(null);
    const result = await callApi(threadReplyContract, { params: { phone }, body: { body, draftId } });
    setBusy(false);
    if (!result.ok) {
      setError(formLevelError(result.error, result.fieldErrors));
      setFieldError(result.fieldErrors.body);
      return;
    }
    setBody("");
    setDraftId(newDraftId());
    setSent("Reply queued. It shows above with its status.");
    router.refresh();
  }

  return (
    <form aria-label="Reply" onSubmit={(event) => void submit(event)} className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-4">
      <div role="status" aria-live="polite">
        {sent ? <p className="text-sm font-medium text-emerald-800">{sent}</p> : null}
      </div>
      <div role="alert">{error ? <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">{error}</p> : null}</div>
      {state.allowed ? null : (
        <p className="text-sm font-medium text-slate-700" data-testid="reply-unavailable">
          {state.reason}
        </p>
      )}
      <TextAreaField
        name="reply-body"
        label="Reply"
        rows={3}
        maxLength={REPLY_MAX_LENGTH}
        length={body.length}
        disabled={!state.allowed}
        error={fieldError}
        hint={`Sent from the business number and signed "- ${signature}". ${segments} ${segments === 1 ? "segment" : "segments"}.`}
        {...bindValue(body, setBody)}
      />
      <button type="submit" className={primaryButtonClass} disabled={!state.allowed || busy || body.trim() === ""}>
        {busy ? "Sending…" : "Send reply"}
      </button>
    </form>
  );
}
