"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { FormAlert } from "@/components/forms/FormAlert";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { TextField } from "@/components/forms/TextField";
import { preloadSignIn, signInWithCredentials } from "@/lib/auth/sign-in-client";
import { fullPageNavigation } from "@/lib/kernel/full-page-navigation";

type SignInFields = { email?: string; password?: string };

/** Every empty field gets its own message, so one look shows all that is missing. */
function missingFields(email: string, password: string): SignInFields {
  return {
    ...(email.trim() === "" ? { email: "Enter your email." } : {}),
    ...(password === "" ? { password: "Enter your password." } : {}),
  };
}

/** Email and password sign-in. A full page load follows so every part of the page sees the session. */
export function SignInForm({ returnUrl, initialError, notice }: { returnUrl: string; initialError: string | null; notice: string | null }) {
  const [error, setError] = useState<string | null>(initialError);
  const [fieldErrors, setFieldErrors] = useState<SignInFields>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const email = String(form.get("email") ?? "");
    const password = String(form.get("password") ?? "");
    const missing = missingFields(email, password);
    setFieldErrors(missing);
    setError(null);
    if (missing.email || missing.password) {
      formElement.querySelector<HTMLInputElement>(`[name="${missing.email ? "email" : "password"}"]`)?.focus();
      return;
    }
    setBusy(true);
    const result = await signInWithCredentials(email, password);
    if (result?.ok && !result.error) {
      fullPageNavigation(returnUrl);
      return;
    }
    setBusy(false);
    setError(result?.error && result.error !== "CredentialsSignin" ? result.error : "The email or password is incorrect.");
  }

  return (
    <form onSubmit={submit} onFocus={preloadSignIn} noValidate className="space-y-4" aria-label="Sign in">
      {notice && !error ? <FormAlert kind="info">{notice}</FormAlert> : null}
      {error ? <FormAlert kind="error">{error}</FormAlert> : null}
      <TextField name="email" label="Email" type="email" autoComplete="email" required error={fieldErrors.email} />
      <TextField name="password" label="Password" type="password" autoComplete="current-password" required error={fieldErrors.password} />
      <div className="flex justify-end text-sm">
        <Link href="/auth/forgot-password" className="font-medium text-brand-700 hover:underline">
          Forgot your password?
        </Link>
      </div>
      <SubmitButton busy={busy} busyLabel="Signing in…">
        Sign in
      </SubmitButton>
    </form>
  );
}
