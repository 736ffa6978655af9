"use client";

import { useEffect, useState, type FormEvent } from "react";
import { CheckboxField } from "@/components/forms/CheckboxField";
import { ErrorSummary } from "@/components/forms/ErrorSummary";
import { FormAlert } from "@/components/forms/FormAlert";
import { RadioGroup } from "@/components/forms/RadioGroup";
import { SelectField } from "@/components/forms/SelectField";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { TextField } from "@/components/forms/TextField";
import { errorSummaryItemsOf, useErrorSummary } from "@/components/forms/use-error-summary";
import { CONTACT_METHODS, offersFreeEstimate, type ContactMethod } from "@/lib/contact/contact-options";
import { CONTACT_LIMITS, contactRequestSchema } from "@/lib/contact/contact-schema";
import type { ContactText } from "./contact-text";
import { contactErrorsIn } from "./contact-errors";
import { usePhoneCheck } from "@/components/forms/use-phone-check";
import { estimatePrefillFrom } from "@/lib/contact/estimate-prefill";
import { contactContract } from "@/lib/contact/contact-contract";
import { callApi } from "@/lib/web/http/client";
import { fieldErrorsOf, type FieldErrors } from "@/lib/kernel/failure";
import { HoneypotField } from "./HoneypotField";
import { ContactSent } from "./ContactSent";
import { bindChecked } from "@/components/forms/bind";

/** The fields in the order the form shows them, for the error summary. */
const FIELD_ORDER = ["name", "email", "phone", "borough", "service", "freeEstimate", "preferredContact", "message"];

function isContactMethod(value: string): value is ContactMethod {
  return (CONTACT_METHODS as readonly string[]).includes(value);
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * The contact and free-estimate form (docs/product.md#contact-and-estimates). It checks with the server's own schema
 * before sending, so people see every message at once; the server checks again.
 *
 * Its words and choices come from the server parent in the page's language (./contact-text.ts).
 */
export function ContactForm({ copy }: { copy: ContactText }) {
  const { locale, form: words, options } = copy;
  const inLanguage = contactErrorsIn(locale, words.errors);
  const { summaryRef, showSummary } = useErrorSummary();
  const [service, setService] = useState("");
  const [method, setMethod] = useState<ContactMethod>("email");
  const [freeEstimate, setFreeEstimate] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  // The message a link filled in (the booking's "too large" note); the field keeps it as its first value.
  const [prefilledMessage, setPrefilledMessage] = useState<string | null>(null);
  const phoneCheck = usePhoneCheck();
  const estimateOffered = offersFreeEstimate(service);

  // The page is static: the query is read in the browser, once, after hydration.
  useEffect(() => {
    const prefill = estimatePrefillFrom(window.location.search, { ...words, languageTag: copy.languageTag, serviceNames: options.services });
    if (!prefill) return;
    /* eslint-disable react-hooks/set-state-in-effect -- the address bar exists only in the browser */
    setService(prefill.service);
    setFreeEstimate(prefill.freeEstimate);
    setPrefilledMessage(prefill.message);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [words, copy.languageTag, options.services]);

  /** Field messages go to the summary, which takes the focus; only a refusal without them is an alert. */
  function showErrors(fieldErrors: FieldErrors, message: string) {
    setErrors(inLanguage.fieldErrors(fieldErrors));
    const fieldsToFix = Object.keys(fieldErrors).length > 0;
    setAlert(fieldsToFix ? null : message);
    if (fieldsToFix) showSummary();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const request = {
      name: text(form, "name"),
      email: text(form, "email"),
      phone: text(form, "phone"),
      borough: text(form, "borough"),
      service,
      preferredContact: method,
      message: text(form, "message"),
      freeEstimate: estimateOffered && freeEstimate,
      website: text(form, "website"),
    };
    const checked = contactRequestSchema.safeParse(request);
    if (!checked.success) {
      showErrors(fieldErrorsOf(checked.error), "");
      return;
    }
    setBusy(true);
    setAlert(null);
    const result = await callApi(contactContract, { body: request });
    setBusy(false);
    if (!result.ok) {
      showErrors(result.fieldErrors, result.error);
      return;
    }
    setErrors({});
    // The server thanks in English; another language says the same thanks in its own words.
    setSent(locale === "en" ? result.data.message : copy.sent.thanks);
  }

  function startOver() {
    setSent(null);
    setService("");
    setMethod("email");
    setFreeEstimate(false);
    setPrefilledMessage(null);
  }

  if (sent) return <ContactSent message={sent} onAnother={startOver} words={copy.sent} />;

  return (
    <form onSubmit={submit} noValidate aria-label={words.formLabel} className="relative space-y-5">
      <ErrorSummary ref={summaryRef} title={words.errorSummary} items={errorSummaryItemsOf(errors, FIELD_ORDER)} />
      {alert ? <FormAlert kind="error">{alert}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label={words.name} autoComplete="name" required maxLength={CONTACT_LIMITS.name} error={errors.name} />
        <TextField name="email" label={words.email} type="email" autoComplete="email" required maxLength={CONTACT_LIMITS.email} error={errors.email} />
        <TextField
          name="phone"
          label={words.phone}
          type="tel"
          autoComplete="tel"
          hint={words.phoneHint}
          onBlur={phoneCheck.onBlur}
          onChange={phoneCheck.onChange}
          error={errors.phone ?? inLanguage.message(phoneCheck.problem) ?? undefined}
        />
        <SelectField name="borough" label={words.borough} required placeholder={words.boroughPlaceholder} options={options.boroughs} defaultValue="" error={errors.borough} />
      </div>
      <SelectField
        name="service"
        label={words.service}
        // components/forms marks an optional field " (optional)" in English only; Spanish says it in its label.
        optional={locale === "en"}
        placeholder={words.servicePlaceholder}
        options={options.services}
        value={service}
        onChange={(event) => {
          setService(event.target.value);
          // A tick for an office job must not ride along if they switch to a home cleaning.
          if (!offersFreeEstimate(event.target.value)) setFreeEstimate(false);
        }}
        error={errors.service}
      />
      {estimateOffered ? (
        <CheckboxField
          name="freeEstimate"
          label={words.freeEstimate}
          hint={words.freeEstimateHint}
          {...bindChecked(freeEstimate, setFreeEstimate)}
          error={errors.freeEstimate}
          className="rounded-xl border border-brand-100 bg-brand-50 p-4"
        />
      ) : null}
      <RadioGroup
        name="preferredContact"
        legend={words.preferredContact}
        options={options.methods}
        value={method}
        onChange={(value) => isContactMethod(value) && setMethod(value)}
        error={errors.preferredContact}
      />
      <TextAreaField
        // A new field when a link's message arrives, so it starts with it.
        key={prefilledMessage ?? ""}
        defaultValue={prefilledMessage ?? undefined}
        name="message"
        label={words.message}
        required
        maxLength={CONTACT_LIMITS.message}
        hint={words.messageHint}
        error={errors.message}
      />
      <HoneypotField locale={locale} />
      <SubmitButton busy={busy} busyLabel={words.sending}>
        {words.send}
      </SubmitButton>
    </form>
  );
}
