"use client";

import { TextAreaField } from "@/components/forms/TextAreaField";
import { TextField } from "@/components/forms/TextField";
import type { BookingFormData, FormErrors } from "@/lib/booking/booking-form";
import { NOTES_MAX } from "@/lib/booking/visit-details";
import { boroughForZip, SERVICE_AREA_REFUSAL } from "@/lib/kernel/service-area";
import { AddressChoices } from "./AddressChoices";
import type { FormUpdate } from "./use-booking-form";

/**
 * The ZIP checked as it is typed: the borough once five digits are in, or the service-area
 * message at once for a ZIP we do not serve. Empty or partial input waits for the step check.
 */
export function zipFeedback(zip: string): { kind: "ok"; text: string } | { kind: "error"; text: string } | null {
  const trimmed = zip.trim();
  if (!/^\d{5}(?:-\d{4})?$/.test(trimmed)) return null;
  const borough = boroughForZip(trimmed);
  return borough ? { kind: "ok", text: `${borough}: we clean there.` } : { kind: "error", text: SERVICE_AREA_REFUSAL };
}

type AddressField = keyof BookingFormData["address"];
type ContactField = keyof BookingFormData["contact"];

/** Step 4: where the visit is (a saved address in one click, for a signed-in customer) and who to ask for. */
export function AddressFields({ form, update, errors, signedIn }: { form: BookingFormData; update: FormUpdate; errors: FormErrors; signedIn: boolean }) {
  const setAddress = (field: AddressField, value: string) => update((current) => ({ ...current, address: { ...current.address, [field]: value } }));
  const setContact = (field: ContactField, value: string) => update((current) => ({ ...current, contact: { ...current.contact, [field]: value } }));
  const zip = zipFeedback(form.address.zip);
  const zipError = zip?.kind === "error" ? zip.text : errors["address.zip"];

  return (
    <div className="space-y-6">
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-ink">Address</legend>
        {signedIn ? <AddressChoices form={form} update={update} /> : null}
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <TextField name="address-street" label="Street address" autoComplete="address-line1" value={form.address.street} onChange={(e) => setAddress("street", e.target.value)} error={errors["address.street"]} />
          <TextField name="address-unit" label="Apartment or unit (optional)" autoComplete="address-line2" value={form.address.unit} onChange={(e) => setAddress("unit", e.target.value)} error={errors["address.unit"]} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="address-city" label="City or neighborhood" autoComplete="address-level2" value={form.address.city} onChange={(e) => setAddress("city", e.target.value)} error={errors["address.city"]} />
          <div>
            <TextField
              name="address-zip"
              label="ZIP code"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              value={form.address.zip}
              onChange={(e) => setAddress("zip", e.target.value)}
              error={zipError}
              hint="Manhattan, Brooklyn and Queens."
            />
            {zip?.kind === "ok" ? (
              <p role="status" className="mt-1 text-sm font-medium text-emerald-800">
                {zip.text}
              </p>
            ) : null}
          </div>
        </div>
        <TextAreaField
          name="address-accessNotes"
          label="Access notes"
          optional
          rows={2}
          value={form.address.accessNotes}
          onChange={(e) => setAddress("accessNotes", e.target.value)}
          hint="Buzzer, doorman, keys, parking, pets."
          error={errors["address.accessNotes"]}
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-ink">Who we should ask for</legend>
        <TextField name="contact-name" label="Name" autoComplete="name" value={form.contact.name} onChange={(e) => setContact("name", e.target.value)} error={errors["contact.name"]} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="contact-phone" label="Phone" type="tel" autoComplete="tel" value={form.contact.phone} onChange={(e) => setContact("phone", e.target.value)} error={errors["contact.phone"]} />
          <TextField name="contact-email" label="Email" type="email" autoComplete="email" value={form.contact.email} onChange={(e) => setContact("email", e.target.value)} error={errors["contact.email"]} />
        </div>
      </fieldset>
      <TextAreaField
        name="notes"
        label="Notes for the team"
        optional
        rows={3}
        maxLength={NOTES_MAX}
        value={form.notes}
        onChange={(e) => update((current) => ({ ...current, notes: e.target.value }))}
        hint="Anything we should focus on or avoid."
        error={errors.notes}
      />
    </div>
  );
}
