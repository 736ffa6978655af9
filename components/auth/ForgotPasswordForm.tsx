"use client";

import { useState, type FormEvent } from "react";
import { FormAlert } from "@/components/forms/FormAlert";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { TextField } from "@/components/forms/TextField";
import { callApi } from "@/lib/web/http/client";
import { forgotPasswordContract } from "@/lib/auth/password-reset-contract";

export function ForgotPasswordForm() {
  const [state, setState] = useState<{ busy: boolean; answer?: string; error?: string; fieldError?: string }>({ busy: false });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setState({ busy: true });
    const result = await callApi(forgotPasswordContract, { body: { email } });
    setState(result.ok ? { busy: false, answer: result.data.message } : { busy: false, error: result.error, fieldError: result.fieldErrors.email });
  }

  if (state.answer) return <FormAlert kind="success">{state.answer}</FormAlert>;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Reset password">
      {state.error ? <FormAlert kind="error">{state.error}</FormAlert> : null}
      <TextField name="email" label="Email" type="email" autoComplete="email" required error={state.fieldError} />
      <SubmitButton busy={state.busy} busyLabel="Sending…">
        Send me a reset link
      </SubmitButton>
    </form>
  );
}
