"use client";

import { useState } from "react";
import { CheckboxField } from "@/components/forms/CheckboxField";
import { formToQuoteRequest, type BookingFormData } from "@/lib/booking/booking-form";
import { saveQuoteContract } from "@/lib/booking/unfinished-quotes/saved-quote-contract";
import type { PriceTable } from "@/lib/settings/price-table";
import { callApi } from "@/lib/web/http/client";

/** Close enough to tell a typo before asking the server, which checks the address properly. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Saved = { kind: "idle" } | { kind: "saving" } | { kind: "saved" } | { kind: "failed"; message: string };

/**
 * "Email me my quote", beside the contact email on step 4 (docs/product.md#unfinished-bookings):
 * ticked with an email, the answers are saved and, if the visitor has not booked within the
 * hour, one email brings the quote and a link back to these answers on any device.
 */
export function EmailQuoteBox({ form, table }: { form: BookingFormData; table: PriceTable }) {
  const [checked, setChecked] = useState(false);
  const [saved, setSaved] = useState<Saved>({ kind: "idle" });
  const email = form.contact.email.trim();

  async function toggle(next: boolean) {
    setChecked(next);
    if (!next) return setSaved({ kind: "idle" });
    if (!LOOKS_LIKE_EMAIL.test(email)) return setSaved({ kind: "failed", message: "Enter your email above first, then tick the box." });
    setSaved({ kind: "saving" });
    const result = await callApi(saveQuoteContract, { body: { email, consent: true, request: { ...formToQuoteRequest(form, table) }, date: form.date, locale: "en" } });
    setSaved(result.ok ? { kind: "saved" } : { kind: "failed", message: result.error });
  }

  return (
    <div className="mt-4">
      <CheckboxField
        name="email-quote"
        label="Email me my quote"
        hint="If you don't finish booking, we send one email in an hour with your price and a link back to your answers. Nothing else."
        checked={checked}
        onChange={(event) => void toggle(event.target.checked)}
        error={saved.kind === "failed" ? saved.message : undefined}
      />
      <p role="status" className="pl-8 text-sm text-slate-600">
        {saved.kind === "saving" ? "Saving your quote…" : saved.kind === "saved" ? `Saved. If you leave now, we will email ${email} in an hour.` : ""}
      </p>
    </div>
  );
}
