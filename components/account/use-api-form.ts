"use client";

import { useEffect, useRef, useState } from "react";
import { useErrorSummary } from "@/components/forms/use-error-summary";
import type { ApiResult } from "@/lib/web/http/client";
import type { FieldErrors } from "@/lib/kernel/failure";
import type { Alert } from "./FormAlert";

/**
 * The state every account form shares: sending (one request at a time), the API's field
 * messages and a form-level message. After a refusal, focus moves to the first invalid input;
 * a form with an ErrorSummary (`errorSummary: true`, its ref `summaryRef`) moves it to the
 * summary instead, which then says it all, so no alert repeats the field messages.
 */
export function useApiForm({ errorSummary = false }: { errorSummary?: boolean } = {}) {
  const formRef = useRef<HTMLFormElement>(null);
  const { summaryRef, showSummary } = useErrorSummary();
  const [sending, setSending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<Alert>(null);
  const sendingRef = useRef(false);

  useEffect(() => {
    if (errorSummary || Object.keys(fieldErrors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors, errorSummary]);

  /** Shows a refusal: the field messages, and the form-level text unless a summary lists them. */
  function fail(errors: FieldErrors, text: string) {
    setFieldErrors(errors);
    const summarised = errorSummary && Object.keys(errors).length > 0;
    setAlert(summarised ? null : { kind: "error", text });
    if (summarised) showSummary();
  }

  /** Runs one request; `onSuccess` returns the success message to show (or nothing). */
  async function submit<T>(request: () => Promise<ApiResult<T>>, onSuccess: (data: T) => string | void): Promise<boolean> {
    if (sendingRef.current) return false;
    sendingRef.current = true;
    setSending(true);
    setAlert(null);
    try {
      const result = await request();
      if (!result.ok) {
        fail(result.fieldErrors, result.error);
        return false;
      }
      setFieldErrors({});
      const message = onSuccess(result.data);
      if (message) setAlert({ kind: "success", text: message });
      return true;
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  return { formRef, summaryRef, sending, fieldErrors, setFieldErrors, fail, alert, setAlert, submit };
}
