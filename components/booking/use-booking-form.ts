"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { newBookingForm, serviceOf, withService, type BookingFormData } from "@/lib/booking/booking-form";
import { prefillFromSearch, withHeldTime, withPrefill } from "@/lib/booking/booking-prefill";
import { readSavedBooking, saveBooking } from "@/lib/booking/form-storage";
import type { PriceTable } from "@/lib/settings/price-table";
import { newIdempotencyKey } from "./idempotency-key";
import { forgetLinkedService, linkedServiceInUrl } from "./linked-service";

export type FormUpdate = (change: (form: BookingFormData) => BookingFormData) => void;

/** The form before the browser's saved answers are read: what the server renders (step 1). */
const SERVER_FORM = newBookingForm("server-rendered-form");

export interface BookingFormState {
  form: BookingFormData;
  update: FormUpdate;
  /** A link named a service other than the saved form's: the customer decides whether to switch. */
  linkedService: string | null;
  answerLinkedService: (switchToIt: boolean) => void;
  /**
   * The browser's form (saved, linked or new) has replaced the server's. A field changed before
   * this would go back to that form's value, so the form's fields are disabled until then.
   */
  restored: boolean;
}

/**
 * The booking form's state. The server renders a new form's first step (so nothing moves when
 * the page comes alive); in the browser the saved form replaces it before the first paint of
 * the live page, or a new form starts on the service a link named (`/booking?service=…`). A
 * saved form of another service is never overwritten without the customer's word.
 * Every change is saved (not merely opening the page, so a visit without an answer leaves
 * nothing to "continue"), marked as the signed-in user's when there is one.
 */
export function useBookingForm(table: PriceTable, signedIn: boolean): BookingFormState {
  const [form, setForm] = useState(SERVER_FORM);
  const [linkedService, setLinkedService] = useState<string | null>(null);
  const changed = useRef(false);
  const signedInNow = useRef(signedIn);

  useEffect(() => {
    signedInNow.current = signedIn;
  }, [signedIn]);

  // A layout effect: during hydration it runs before the browser paints the restored form.
  useLayoutEffect(() => {
    const named = linkedServiceInUrl();
    const linked = named && serviceOf({ service: named }, table) ? named : null;
    // A quick quote's rooms and ZIP (issue #24) fill a new form, or a saved one of the same service
    // not yet past step 1; a waitlist email's held time is chosen on any saved form.
    const prefill = prefillFromSearch(window.location.search);
    const saved = readSavedBooking();
    if (saved && saved.bookingProgress !== "completed") {
      const untouched = saved.bookingProgress === "step-1" && (!linked || linked === saved.service);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- local storage exists only in the browser
      setForm(untouched ? withPrefill(saved, prefill, table) : withHeldTime(saved, prefill));
      if (linked && linked !== saved.service) setLinkedService(linked);
      return;
    }
    const fresh = newBookingForm(newIdempotencyKey());
    setForm(withPrefill(linked ? withService(fresh, linked) : fresh, prefill, table));
  }, [table]);

  const update = useCallback<FormUpdate>((change) => {
    changed.current = true;
    setForm((current) => {
      const next = change(current);
      return signedInNow.current && !next.ownedBySignedInUser ? { ...next, ownedBySignedInUser: true } : next;
    });
  }, []);

  const answerLinkedService = useCallback(
    (switchToIt: boolean) => {
      if (switchToIt && linkedService) {
        // Saved at once: dropping the query below may remount the page, which then restores it.
        const next: BookingFormData = { ...withPrefill(withService(form, linkedService), prefillFromSearch(window.location.search), table), bookingProgress: "step-1", ownedBySignedInUser: form.ownedBySignedInUser || signedInNow.current };
        changed.current = true;
        setForm(next);
        saveBooking(next);
      }
      setLinkedService(null);
      forgetLinkedService();
    },
    [form, linkedService, table],
  );

  useEffect(() => {
    if (changed.current) saveBooking(form);
  }, [form]);

  return { form, update, linkedService, answerLinkedService, restored: form !== SERVER_FORM };
}
