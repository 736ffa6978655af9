"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, type ReactNode } from "react";
import { dangerOutlineButtonClass, primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import type { ApiResult } from "@/lib/web/http/client";
import { formLevelError } from "@/components/forms/form-level-error";
import type { FieldErrors } from "@/lib/kernel/failure";
import { useActionFeedback } from "./ActionFeedback";
import { ConfirmDialog } from "./ConfirmDialog";

interface ActionButtonProps<T> {
  label: string;
  /** The question the dialog asks. */
  title: string;
  confirmLabel: string;
  tone?: "primary" | "secondary" | "danger";
  /** Fields or an explanation inside the dialog; given the server's field messages. */
  children?: (fieldErrors: FieldErrors) => ReactNode;
  /** Sends the request; the dialog waits for it. */
  request: () => Promise<ApiResult<T>>;
  /** The sentence announced once it worked. */
  success: (data: T) => string;
  /** Whether the page's server data is refreshed after it worked (not for an action the phone kept to send later). */
  refreshAfter?: (data: T) => boolean;
  /** Checked before anything is sent: a message keeps the dialog open. */
  validate?: () => string | null;
  onOpen?: () => void;
  disabled?: boolean;
  className?: string;
}

/**
 * One staff action: a button, a dialog that confirms first, the request, and its result. A
 * refusal stays in the dialog; success closes it, reports to the surrounding ActionPanel and
 * refreshes the page's server data so every control reflects the new state.
 */
export function ActionButton<T>({ label, title, confirmLabel, tone = "secondary", children, request, success, refreshAfter, validate, onOpen, disabled, className }: ActionButtonProps<T>) {
  const router = useRouter();
  const report = useActionFeedback();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  function close() {
    setOpen(false);
    setError(null);
    setFieldErrors({});
    trigger.current?.focus();
  }

  async function confirm() {
    const problem = validate?.() ?? null;
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    const result = await request();
    setBusy(false);
    if (!result.ok) {
      setError(formLevelError(result.error, result.fieldErrors));
      setFieldErrors(result.fieldErrors);
      return;
    }
    close();
    report({ kind: "success", text: success(result.data) });
    if (refreshAfter?.(result.data) ?? true) router.refresh();
  }

  const buttonClass = tone === "primary" ? primaryButtonClass : tone === "danger" ? dangerOutlineButtonClass : secondaryButtonClass;
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={`${buttonClass} ${className ?? ""}`}
        disabled={disabled}
        onClick={() => {
          report(null);
          onOpen?.();
          setOpen(true);
        }}
      >
        {label}
      </button>
      {open ? (
        <ConfirmDialog title={title} confirmLabel={confirmLabel} tone={tone === "danger" ? "danger" : "primary"} busy={busy} error={error} onConfirm={() => void confirm()} onCancel={close}>
          {children?.(fieldErrors)}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
