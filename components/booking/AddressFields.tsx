"use client";

import { CheckboxField } from "@/components/forms/CheckboxField";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { TextField } from "@/components/forms/TextField";
import type { BookingFormData, FormErrors } from "@/lib/booking/booking-form";
import { NOTES_MAX } from "@/lib/booking/visit-details";
import { boroughForZip, SERVICE_AREA_REFUSAL } from "@/lib/kernel/service-area";
import { usePhoneCheck } from "@/components/forms/use-phone-check";
import { SMS_CONSENT_WORDING } from "@/lib/messaging/consent-wording";
import { AccessDetailsFields, type SavedCodes } from "@/components/account/AccessDetailsFields";
import { NO_CODES, plainAccessOf, type AccessCodeValues, type AccessFormValues, type PlainAccessValues } from "@/lib/account/access-form";
import { AddressChoices, chosenAddress, useStepFourStart } from "./AddressChoices";
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

/**
 * The visit's access details (docs/product.md, "Access details and keys"). The codes typed are
 * the page's own state, never the form's, so they are never saved with the booking's progress.
 */
export interface AccessPart {
  codes: AccessCodeValues;
  onCodes: (codes: AccessCodeValues) => void;
  /** The edit page: the order's own saved codes. Absent on the booking form, where the chosen saved address's apply. */
  current?: SavedCodes | null;
}

const accessName = (field: string) => `access-${field}`;

function accessErrors(errors: FormErrors) {
  return Object.fromEntries(Object.entries(errors).flatMap(([key, message]) => (key.startsWith("access.") ? [[key.slice("access.".length), message]] : [])));
}
type ContactField = keyof BookingFormData["contact"];

/**
 * Step 4: where the visit is (a saved address in one click, for a signed-in customer) and who to
 * ask for. `textsBox`: the box that lets us text the contact phone, on the booking form only (a
 * change of an order records no consent).
 */
export function AddressFields({
  form,
  update,
  errors,
  signedIn,
  textsBox = false,
  access,
}: {
  form: BookingFormData;
  update: FormUpdate;
  errors: FormErrors;
  signedIn: boolean;
  textsBox?: boolean;
  access?: AccessPart;
}) {
  const setAddress = (field: AddressField, value: string) => update((current) => ({ ...current, address: { ...current.address, [field]: value } }));
  const setContact = (field: ContactField, value: string) => update((current) => ({ ...current, contact: { ...current.contact, [field]: value } }));
  const zip = zipFeedback(form.address.zip);
  const zipError = zip?.kind === "error" ? zip.text : errors["address.zip"];
  const phoneCheck = usePhoneCheck();
  const phoneError = errors["contact.phone"] ?? phoneCheck.problem ?? undefined;
  const start = useStepFourStart(signedIn && access !== undefined && access.current === undefined);
  // On the booking form, the saved address the fields hold lends its details until the customer changes them (the server does the same).
  const chosen = access && access.current === undefined ? chosenAddress(start?.addresses, form.address) : undefined;
  const plain: PlainAccessValues = chosen && !form.access.given ? plainAccessOf(chosen.access) : form.access;
  const changeAccess = (next: AccessFormValues) => {
    const { lockboxCode, alarmCode, removeLockboxCode, removeAlarmCode, ...rest } = next;
    access?.onCodes({ lockboxCode, alarmCode, removeLockboxCode, removeAlarmCode });
    // Whether a code is typed now, so a form restored without it (after signing in) can ask for it again.
    const codeTyped = lockboxCode.trim() !== "" || alarmCode.trim() !== "";
    update((current) => ({ ...current, access: { ...rest, given: true, codeTyped } }));
  };

  return (
    <div className="space-y-6">
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-ink">Address</legend>
        {signedIn ? <AddressChoices form={form} update={update} onPick={() => access?.onCodes(NO_CODES)} /> : null}
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
          hint="Anything else: pets, a door that sticks, where to leave the trash."
          error={errors["address.accessNotes"]}
        />
      </fieldset>
      {access ? (
        <AccessDetailsFields
          values={{ ...plain, ...access.codes }}
          onChange={changeAccess}
          saved={access.current === undefined ? chosen?.access : access.current}
          errors={accessErrors(errors)}
          nameOf={accessName}
          legend="Getting in (optional)"
        />
      ) : null}
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-ink">Who we should ask for</legend>
        <TextField name="contact-name" label="Name" autoComplete="name" value={form.contact.name} onChange={(e) => setContact("name", e.target.value)} error={errors["contact.name"]} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="contact-phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            value={form.contact.phone}
            onChange={(e) => {
              setContact("phone", e.target.value);
              phoneCheck.onChange(e);
            }}
            onBlur={phoneCheck.onBlur}
            error={phoneError}
          />
          <TextField name="contact-email" label="Email" type="email" autoComplete="email" value={form.contact.email} onChange={(e) => setContact("email", e.target.value)} error={errors["contact.email"]} />
        </div>
        {/* Unticked until the customer ticks it; the words are stored with the consent (docs/product.md#text-messages). */}
        {textsBox ? (
          <CheckboxField
            name="textConsent"
            label={SMS_CONSENT_WORDING}
            checked={form.textConsent}
            onChange={(e) => update((current) => ({ ...current, textConsent: e.target.checked }))}
            error={errors.textConsent}
          />
        ) : null}
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
