import { FREQUENCIES } from "@/lib/settings/frequencies";
import type { BookingFormData } from "../booking-form";
import type { ResumedAnswers } from "./saved-quote-contract";

/**
 * The wizard's form with a quote link's answers put back (docs/product.md#unfinished-bookings):
 * the service and its inputs, the extras and the date; everything else (address, contact,
 * the idempotency key) stays the form's. It opens on step 1 so the visitor sees their answers,
 * and the price is computed again as always. Pure and free of zod: it runs in a visitor's bundle.
 */
export function formWithAnswers(form: BookingFormData, answers: ResumedAnswers): BookingFormData {
  const request = answers.request;
  const int = (name: string, fallback: number) => {
    const value = request[name];
    return typeof value === "number" && Number.isFinite(value) ? value : fallback;
  };
  const extras: Record<string, number> = {};
  if (Array.isArray(request.extras)) {
    for (const extra of request.extras as unknown[]) {
      if (extra && typeof extra === "object" && "id" in extra && typeof extra.id === "string") {
        extras[extra.id] = "quantity" in extra && typeof extra.quantity === "number" ? extra.quantity : 1;
      }
    }
  }
  const frequency = typeof request.frequency === "string" ? request.frequency : form.frequency;
  return {
    ...form,
    bookingProgress: "step-1",
    service: typeof request.service === "string" ? request.service : form.service,
    bedrooms: int("bedrooms", form.bedrooms),
    bathrooms: int("bathrooms", form.bathrooms),
    squareFeet: typeof request.squareFeet === "number" ? request.squareFeet : form.squareFeet,
    hours: int("hours", form.hours),
    cleaners: int("cleaners", form.cleaners),
    loads: int("loads", form.loads),
    dishwashingHours: int("dishwashingHours", form.dishwashingHours),
    tasks: typeof request.tasks === "string" ? request.tasks : form.tasks,
    extras,
    frequency: FREQUENCIES.find((known) => known === frequency) ?? form.frequency,
    date: answers.date,
    // A time chosen before is not kept: the day's openings may have changed since.
    startsAt: null,
  };
}
