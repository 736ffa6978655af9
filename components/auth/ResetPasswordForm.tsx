"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { ErrorSummary } from "@/components/forms/ErrorSummary";
import { FormAlert } from "@/components/forms/FormAlert";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { TextField } from "@/components/forms/TextField";
import { errorSummaryItemsOf, useErrorSummary } from "@/components/forms/use-error-summary";
import { callApi } from "@/lib/web/http/client";
import { resetPasswordContract } from "@/lib/auth/password-reset-contract";
import type { FieldErrors } from "@/lib/kernel/failure";

export function ResetPasswordForm({ token }: { token: string }) {
  const [state, setState] = useState<{ busy: boolean; done?: string; error?: string; fieldErrors: FieldErrors }>({ busy: false, fieldErrors: {} });
  const { summaryRef, showSummary } = useErrorSummary();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    if (password !== String(form.get("confirm") ?? "")) {
      setState({ busy: false, fieldErrors: { confirm: "The two passwords do not match." } });
      showSummary();
      return;
    }
    setState({ busy: true, fieldErrors: {} });
    const result = await callApi(resetPasswordContract, { body: { token, password } });
    if (result.ok) {
      setState({ busy: false, done: result.data.message, fieldErrors: {} });
    } else if (Object.keys(result.fieldErrors).length > 0) {
      // The summary lists the field messages and takes the focus; an alert would say it twice.
      setState({ busy: false, fieldErrors: result.fieldErrors });
      showSummary();
    } else {
      setState({ busy: false, error: result.error, fieldErrors: {} });
    }
  }

  if (state.done) {
    return (
      <div className="space-y-4">
        <FormAlert kind="success">{state.done}</FormAlert>
        <Link href="/login" className="block w-full rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800">
          Sign in
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Choose a new password">
      <ErrorSummary ref={summaryRef} items={errorSummaryItemsOf(state.fieldErrors, ["password", "confirm"])} headingLevel={2} />
      {state.error ? <FormAlert kind="error">{state.error}</FormAlert> : null}
      <TextField name="password" label="New password" type="password" autoComplete="new-password" required minLength={8} maxLength={128} hint="At least 8 characters." error={state.fieldErrors.password} />
      <TextField name="confirm" label="Repeat the new password" type="password" autoComplete="new-password" required error={state.fieldErrors.confirm} />
      <SubmitButton busy={state.busy} busyLabel="Saving…">
        Save new password
      </SubmitButton>
    </form>
  );
}
