"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { AddressFields } from "@/components/booking/AddressFields";
import type { SavedCodes } from "@/components/account/AccessDetailsFields";
import { NO_CODES, type AccessCodeValues } from "@/lib/account/access-form";
import { ExtrasFields } from "@/components/booking/ExtrasFields";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { QuoteLines } from "@/components/booking/QuoteLines";
import { ScheduleFields } from "@/components/booking/ScheduleFields";
import { ServiceFields } from "@/components/booking/ServiceFields";
import type { FormUpdate } from "@/components/booking/use-booking-form";
import { errorSummaryItems, findBookingControl } from "@/components/booking/error-fields";
import { ErrorSummary } from "@/components/forms/ErrorSummary";
import { FormAlert } from "@/components/forms/FormAlert";
import { changeBody, quoteForForm, validateStep, type BookingFormData, type FormErrors } from "@/lib/booking/booking-form";
import { formatUsd } from "@/lib/kernel/money";
import type { PriceTable } from "@/lib/settings/price-table";
import { STALE_ORDER_CODE } from "@/lib/booking/orders/order-version";
import type { SpecialOfferAdjustment } from "@/lib/booking/quote-adjustments";
import { editOrderContract } from "@/lib/booking/orders/orders-contract";
import { callApi } from "@/lib/web/http/client";
import type { ClosingCalendar } from "@/lib/settings/closing-calendar";
import type { DateRange } from "@/lib/booking/slots";
import type { ServiceCards } from "@/lib/booking/service-cards";

const SECTIONS = ["step-1", "step-2", "step-3", "step-4"] as const;

interface OrderEditFormProps {
  orderId: string;
  initial: BookingFormData;
  priceTable: PriceTable;
  offer: SpecialOfferAdjustment | null;
  previousTotalCents: number;
  /** The order's version this form was loaded with: a save after someone else's change is refused. */
  version: number;
  /** The closed holidays and days staff closed (the server refuses them, so the calendar shows them closed) and the holiday surcharges. */
  closing: ClosingCalendar;
  /** The dates that can be booked, from the server's clock. */
  bookable: DateRange;
  /** The service cards' order and lines, as on booking step 1. */
  serviceCards?: ServiceCards;
  /** Which access codes the order holds: only that, never a code (docs/security.md, "Access codes at rest"). */
  savedCodes: SavedCodes | null;
}

/**
 * /order/{id}/edit: the booking form's fields on one page (time, home, extras, address, notes),
 * with the new price computed as you change them. The server prices it again and rechecks
 * the time under the day's lock when you save. Nothing here is kept in local storage.
 */
/** One part of the edit page: a card titled by its h2, the form's fields or the new price inside. */
function EditSection({ id, title, bodyClassName, live, children }: { id: string; title: string; bodyClassName: string; live?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className={bodyClassName} aria-live={live ? "polite" : undefined}>
        {children}
      </div>
    </section>
  );
}

export function OrderEditForm({ orderId, initial, priceTable, offer, previousTotalCents, version, closing, bookable, serviceCards, savedCodes }: OrderEditFormProps) {
  const router = useRouter();
  const [form, setForm] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const [error, setError] = useState<string | null>(null);
  // Staff (or another tab) changed the order since this form loaded: the save was refused.
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  // Codes typed here stay in this page's memory until saved; like the rest of the edit, nothing is kept in local storage.
  const [codes, setCodes] = useState<AccessCodeValues>(NO_CODES);
  const summary = useRef<HTMLElement>(null);
  // Bumped each time Save finds errors: the summary then takes the focus.
  const [errorsFound, setErrorsFound] = useState(0);

  useEffect(() => {
    if (errorsFound > 0) summary.current?.focus();
  }, [errorsFound]);

  const update: FormUpdate = (change) => {
    setServerErrors({});
    setForm(change);
  };
  const quote = useMemo(() => quoteForForm(form, priceTable, closing, { offer: offer ?? undefined }), [form, priceTable, closing, offer]);
  const clientErrors: FormErrors = checked ? Object.assign({}, ...SECTIONS.map((step) => validateStep(step, form, priceTable))) : {};
  const errors = { ...clientErrors, ...serverErrors };

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    setError(null);
    const problems = Object.assign({}, ...SECTIONS.map((step) => validateStep(step, form, priceTable))) as FormErrors;
    if (Object.keys(problems).length > 0) {
      setErrorsFound((count) => count + 1);
      return;
    }
    setBusy(true);
    const result = await callApi(editOrderContract, { params: { id: orderId }, body: { ...changeBody(form, priceTable, codes), expectedVersion: version } });
    if (!result.ok) {
      setBusy(false);
      setServerErrors(result.fieldErrors);
      setError(result.error);
      setStale(result.code === STALE_ORDER_CODE);
      if (Object.keys(result.fieldErrors).length > 0) setErrorsFound((count) => count + 1);
      return;
    }
    router.push(`/order/${orderId}`);
    router.refresh();
  }

  return (
    <form onSubmit={save} noValidate className="space-y-6" aria-label="Change your booking">
      <ErrorSummary ref={summary} items={errorSummaryItems(errors, form)} resolve={findBookingControl} />
      <EditSection id="edit-when" title="Date and time" bodyClassName="mt-4">
        <ScheduleFields form={form} update={update} errors={errors} durationMinutes={quote?.estimatedMinutes ?? null} excludeOrderId={orderId} closing={closing} bookable={bookable} />
      </EditSection>
      <EditSection id="edit-home" title="Service, home and extras" bodyClassName="mt-4 space-y-6">
        <ServiceFields form={form} update={update} errors={errors} table={priceTable} cards={serviceCards} />
        <ExtrasFields form={form} update={update} errors={errors} table={priceTable} />
      </EditSection>
      <EditSection id="edit-address" title="Address, access, contact and notes" bodyClassName="mt-4">
        <AddressFields form={form} update={update} errors={errors} signedIn access={{ codes, onCodes: setCodes, current: savedCodes }} />
      </EditSection>
      <EditSection id="edit-price" title="New price" bodyClassName="mt-3" live>
        {quote ? <QuoteLines lines={quote.lines} estimatedMinutes={quote.estimatedMinutes} caption="New price breakdown" /> : <p className="text-sm text-slate-600">Complete the service details to see the price.</p>}
        <p className="mt-2 text-sm text-slate-600">Before your changes: {formatUsd(previousTotalCents)}.</p>
      </EditSection>
      {error ? (
        <FormAlert kind="error">
          {error}
          {stale ? (
            // The page keys this form by the order's version: the refreshed page brings a new form with the latest.
            <button type="button" onClick={() => router.refresh()} className="mt-2 block font-semibold underline">
              Load the latest version of this order
            </button>
          ) : null}
        </FormAlert>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <a href={`/order/${orderId}`} className={secondaryButtonClass}>
          Discard changes
        </a>
        <button type="submit" disabled={busy} aria-busy={busy} className={primaryButtonClass}>
          {busy ? "Saving…" : "Save changes"}
        </button>
      </div>
    </form>
  );
}
