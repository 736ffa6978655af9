"use client";

import { useSession } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { profileContract, type ProfileDetails } from "@/lib/account/profile-contract";
import { callApi } from "@/lib/web/http/client";
import { TextField } from "@/components/forms/TextField";
import { SelectField } from "@/components/forms/SelectField";
import { LOCALES, type Locale } from "@/lib/kernel/enums/locales";
import { usePhoneCheck } from "@/components/forms/use-phone-check";
import { FormAlert } from "./FormAlert";
import { SubmitButton } from "./SubmitButton";
import { useApiForm } from "./use-api-form";

/** Each language named in itself, so a Spanish speaker finds "Español" on an English page. */
const LANGUAGE_OPTIONS = [
  { value: "en", label: "English" },
  { value: "es", label: "Español" },
] as const satisfies ReadonlyArray<{ value: Locale; label: string }>;

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** Name, phone and the language of emails and texts. The phone comes back normalised, and the form shows it as stored. */
export function ProfileDetailsForm({ initial }: { initial: ProfileDetails }) {
  const router = useRouter();
  // The header shows the name from the session, so the session is re-read after a change.
  const { update: refreshSession } = useSession();
  const { alert, fieldErrors, formRef, sending, submit } = useApiForm();
  const [values, setValues] = useState({ firstName: initial.firstName, lastName: initial.lastName, phone: initial.phone ?? "" });
  const [locale, setLocale] = useState<Locale>(initial.locale);

  const phoneCheck = usePhoneCheck();

  const change = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(
      () => callApi(profileContract, { body: { ...values, phone: values.phone.trim() || null, locale } }),
      ({ profile }) => {
        setValues({ firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone ?? "" });
        setLocale(profile.locale);
        // The header and other server-rendered parts show the name too.
        void refreshSession();
        router.refresh();
        return "Your details are saved.";
      },
    );
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Your details">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" name="firstName" autoComplete="given-name" required maxLength={60} value={values.firstName} onChange={change("firstName")} error={fieldErrors.firstName} />
        <TextField label="Last name" name="lastName" autoComplete="family-name" required maxLength={60} value={values.lastName} onChange={change("lastName")} error={fieldErrors.lastName} />
      </div>
      <TextField
        label="Phone"
        name="phone"
        optional
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={30}
        hint="A US mobile number, so your cleaner can reach you on the day. Example: (212) 555-0147"
        value={values.phone}
        onChange={(event) => {
          change("phone")(event);
          phoneCheck.onChange(event);
        }}
        onBlur={phoneCheck.onBlur}
        error={fieldErrors.phone ?? phoneCheck.problem ?? undefined}
      />
      <SelectField
        label="Language for emails and texts"
        name="locale"
        hint="We write to you about your visits in this language."
        options={LANGUAGE_OPTIONS}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) setLocale(event.target.value);
        }}
        error={fieldErrors.locale}
      />
      <FormAlert alert={alert} />
      <SubmitButton sending={sending} sendingLabel="Saving…">
        Save details
      </SubmitButton>
    </form>
  );
}
