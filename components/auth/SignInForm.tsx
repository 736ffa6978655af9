"use client";

import Link from "next/link";
import { signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { FormAlert } from "@/components/forms/FormAlert";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { TextField } from "@/components/forms/TextField";
import { fullPageNavigation } from "@/lib/navigation";

/** Email and password sign-in. A full page load follows so every part of the page sees the session. */
export function SignInForm({ returnUrl, initialError }: { returnUrl: string; initialError: string | null }) {
  const [error, setError] = useState<string | null>(initialError);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const result = await signIn("credentials", {
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      redirect: false,
    });
    if (result?.ok && !result.error) {
      fullPageNavigation(returnUrl);
      return;
    }
    setBusy(false);
    setError(result?.error && result.error !== "CredentialsSignin" ? result.error : "The email or password is incorrect.");
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Sign in">
      {error ? <FormAlert kind="error">{error}</FormAlert> : null}
      <TextField name="email" label="Email" type="email" autoComplete="email" required />
      <TextField name="password" label="Password" type="password" autoComplete="current-password" required />
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
