"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { newBookingForm, type BookingFormData } from "@/lib/booking/booking-form";
import { readSavedBooking, saveBooking } from "@/lib/booking/form-storage";
import { newIdempotencyKey } from "./idempotency-key";

export type FormUpdate = (change: (form: BookingFormData) => BookingFormData) => void;

/** The saved form to continue, or a new one when there is none or the last one was booked. */
function initialForm(): BookingFormData {
  const saved = readSavedBooking();
  if (saved && saved.bookingProgress !== "completed") return saved;
  return newBookingForm(newIdempotencyKey());
}

/**
 * The booking form's state, restored from local storage and saved there on every change (not
 * on merely opening the page, so a visit without an answer leaves nothing to "continue").
 * Runs only in the browser: the form is loaded without server rendering.
 */
export function useBookingForm(): { form: BookingFormData; update: FormUpdate } {
  const [form, setForm] = useState(initialForm);
  const changed = useRef(false);

  const update = useCallback<FormUpdate>((change) => {
    changed.current = true;
    setForm(change);
  }, []);

  useEffect(() => {
    if (changed.current) saveBooking(form);
  }, [form]);

  return { form, update };
}
