"use client";

import { useEffect, useRef, useState } from "react";
import type { ApiResult } from "@/lib/http/client";
import type { FieldErrors } from "@/lib/http/failure";
import type { Alert } from "./FormAlert";

/**
 * The state every account form shares: sending (one request at a time), the API's field
 * messages and a form-level message. After a refusal, focus moves to the first invalid input.
 */
export function useApiForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<Alert>(null);
  const sendingRef = useRef(false);

  useEffect(() => {
    if (Object.keys(fieldErrors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);

  /** Runs one request; `onSuccess` returns the success message to show (or nothing). */
  async function submit<T>(request: () => Promise<ApiResult<T>>, onSuccess: (data: T) => string | void): Promise<boolean> {
    if (sendingRef.current) return false;
    sendingRef.current = true;
    setSending(true);
    setAlert(null);
    try {
      const result = await request();
      if (!result.ok) {
        setFieldErrors(result.fieldErrors);
        // With messages beside the inputs, the summary stays short.
        setAlert({ kind: "error", text: result.error });
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

  return { formRef, sending, fieldErrors, setFieldErrors, alert, setAlert, submit };
}
