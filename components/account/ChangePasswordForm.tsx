"use client";

import type { FormEvent } from "react";
import { passwordLengthProblem } from "@/lib/auth/password-length";
import { changePasswordContract } from "@/lib/account/change-password-contract";
import { callApi } from "@/lib/web/http/client";
import { ErrorSummary } from "@/components/forms/ErrorSummary";
import { TextField } from "@/components/forms/TextField";
import { errorSummaryItemsOf } from "@/components/forms/use-error-summary";
import { FormAlert } from "./FormAlert";
import { SubmitButton } from "./SubmitButton";
import { useApiForm } from "./use-api-form";

const MISMATCH = "The two new passwords are not the same.";

/** Everything the browser can tell is wrong, all at once: one try shows every problem. */
function problemsOf(currentPassword: string, newPassword: string, confirmPassword: string): Record<string, string> {
  const problems: Record<string, string> = {};
  if (currentPassword === "") problems.currentPassword = "Enter your current password.";
  const length = passwordLengthProblem(newPassword);
  if (length) problems.newPassword = length;
  if (newPassword !== confirmPassword) problems.confirmPassword = MISMATCH;
  return problems;
}

/** Current password, new password twice. Success keeps this browser signed in (the API re-issues its session). */
export function ChangePasswordForm({ email }: { email: string }) {
  const { alert, fail, fieldErrors, formRef, sending, submit, summaryRef } = useApiForm({ errorSummary: true });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const data = new FormData(element);
    const currentPassword = String(data.get("currentPassword") ?? "");
    const newPassword = String(data.get("newPassword") ?? "");
    const problems = problemsOf(currentPassword, newPassword, String(data.get("confirmPassword") ?? ""));
    if (Object.keys(problems).length > 0) {
      fail(problems, "");
      return;
    }
    await submit(
      () => callApi(changePasswordContract, { body: { currentPassword, newPassword } }),
      (answer) => {
        element.reset();
        return answer.message;
      },
    );
  }

  const errors = fieldErrors;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change password">
      {/* For password managers: which account this new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <ErrorSummary ref={summaryRef} items={errorSummaryItemsOf(errors, ["currentPassword", "newPassword", "confirmPassword"])} />
      <TextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" required maxLength={128} error={errors.currentPassword} />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        maxLength={128}
        hint="At least 8 characters. Avoid common passwords; a short sentence works well."
        error={errors.newPassword}
      />
      <TextField label="New password again" name="confirmPassword" type="password" autoComplete="new-password" required maxLength={128} error={errors.confirmPassword} />
      <FormAlert alert={alert} />
      <SubmitButton sending={sending} sendingLabel="Changing…">
        Change password
      </SubmitButton>
    </form>
  );
}
