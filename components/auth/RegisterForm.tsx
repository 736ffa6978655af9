"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { FormAlert } from "@/components/forms/FormAlert";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { TextField } from "@/components/forms/TextField";
import { callApi } from "@/lib/web/http/client";
import { registrationContract } from "@/lib/auth/registration-contract";
import type { FieldErrors } from "@/lib/kernel/failure";
import { preloadSignIn, signInWithCredentials } from "@/lib/auth/sign-in-client";
import { fullPageNavigation } from "@/lib/kernel/full-page-navigation";
import { BOOKING_PATH, registrationPrefill } from "@/lib/booking/booking-sign-in";
import { readSavedBooking } from "@/lib/booking/form-storage";

/**
 * Creates the account and tells the person to check their email. The server answers the same
 * whether or not the address already had an account (its owner gets a mail instead). A new
 * account then signs in and sees the confirmation notice; when signing in does not work (the
 * address belonged to someone already), the form says to check the email all the same.
 */
export function RegisterForm({ returnUrl }: { returnUrl: string }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Signing up from the booking form: the name and email typed in step 4, read from the saved
  // form once in the browser. Only empty fields are filled, so nothing typed already is lost.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const prefill = returnUrl === BOOKING_PATH ? registrationPrefill(readSavedBooking()) : null;
    if (!prefill || !formRef.current) return;
    for (const [name, value] of Object.entries(prefill)) {
      const field = formRef.current.elements.namedItem(name);
      if (field instanceof HTMLInputElement && field.value === "" && value) field.value = value;
    }
  }, [returnUrl]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const account = {
      firstName: String(form.get("firstName") ?? ""),
      lastName: String(form.get("lastName") ?? ""),
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
    };
    // The verification link leads back here (the saved booking); the server keeps only a path on this site.
    const body = { ...account, returnUrl };
    setBusy(true);
    setError(null);
    setErrors({});
    const created = await callApi(registrationContract, { body });
    if (!created.ok) {
      setBusy(false);
      setErrors(created.fieldErrors);
      // A message already shown beside its field is not repeated above the form.
      setError(Object.values(created.fieldErrors).includes(created.error) ? null : created.error);
      return;
    }
    const signedIn = await signInWithCredentials(account.email, account.password);
    if (signedIn?.ok && !signedIn.error) {
      fullPageNavigation(`/auth/verify-email-notice?returnUrl=${encodeURIComponent(returnUrl)}`);
      return;
    }
    setBusy(false);
    setSentTo(account.email.trim());
  }

  if (sentTo) {
    return (
      <div role="status" className="space-y-3 rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-sm text-emerald-900">
        <p className="text-base font-semibold">Check your email</p>
        <p>
          We sent a message to <strong className="break-all">{sentTo}</strong>. It tells you how to go on: confirm a new account, or sign in or
          reset the password of one you already have. It can take a minute to arrive; look in spam or promotions if it does not.
        </p>
      </div>
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} onFocus={preloadSignIn} noValidate className="space-y-4" aria-label="Create account">
      {error ? <FormAlert kind="error">{error}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="firstName" label="First name" autoComplete="given-name" required maxLength={60} error={errors.firstName} />
        <TextField name="lastName" label="Last name" autoComplete="family-name" required maxLength={60} error={errors.lastName} />
      </div>
      <TextField name="email" label="Email" type="email" autoComplete="email" required error={errors.email} />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        hint="At least 8 characters. Avoid common passwords."
        error={errors.password}
      />
      <SubmitButton busy={busy} busyLabel="Creating your account…">
        Create account
      </SubmitButton>
    </form>
  );
}
