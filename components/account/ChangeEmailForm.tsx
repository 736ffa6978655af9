"use client";

import type { FormEvent } from "react";
import { changeEmailContract } from "@/lib/account/change-email-contract";
import { callApi } from "@/lib/web/http/client";
import { TextField } from "@/components/forms/TextField";
import { FormAlert } from "./FormAlert";
import { SubmitButton } from "./SubmitButton";
import { useApiForm } from "./use-api-form";

/** New address plus password. The change happens only when the link mailed to the new address is opened. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { alert, fieldErrors, formRef, sending, submit } = useApiForm();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const data = new FormData(element);
    await submit(
      () => callApi(changeEmailContract, { body: { newEmail: String(data.get("newEmail") ?? ""), password: String(data.get("password") ?? "") } }),
      (answer) => {
        element.reset();
        return answer.message;
      },
    );
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change email">
      <input type="email" name="username" autoComplete="username" value={currentEmail} readOnly hidden />
      <TextField label="New email address" name="newEmail" type="email" inputMode="email" autoComplete="email" required maxLength={254} error={fieldErrors.newEmail} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={128}
        hint="Your current password, to confirm it is you."
        error={fieldErrors.password}
      />
      <FormAlert alert={alert} />
      <SubmitButton sending={sending} sendingLabel="Sending link…">
        Send confirmation link
      </SubmitButton>
    </form>
  );
}
