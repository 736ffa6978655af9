import type { BookingFormData, FormErrors } from "@/lib/booking/booking-form";
import type { ErrorSummaryItem } from "@/components/forms/ErrorSummary";

/** The extras the form sends, in order: the server names an extra's message by its position. */
const chosenExtras = (form: BookingFormData) => Object.keys(form.extras).filter((id) => (form.extras[id] ?? 0) > 0);

/**
 * The id of the field a message is about. Messages are keyed like the server's ("request.bedrooms",
 * "address.zip", "request.extras.0.quantity"); fields are named `field-…` by components/forms.
 */
export function errorFieldId(key: string, form: BookingFormData): string {
  const extra = /^request\.extras\.(\d+)\./.exec(key);
  if (extra) {
    const id = chosenExtras(form)[Number(extra[1])];
    if (id) return `field-extra-${id}`;
  }
  return `field-${key.replace(/^request\./, "").replaceAll(".", "-")}`;
}

export function errorSummaryItems(errors: FormErrors, form: BookingFormData): ErrorSummaryItem[] {
  const items = new Map<string, string>();
  for (const [key, message] of Object.entries(errors)) {
    const fieldId = errorFieldId(key, form);
    if (!items.has(fieldId)) items.set(fieldId, message);
  }
  return [...items].map(([fieldId, message]) => ({ fieldId, message }));
}

/**
 * The dates have no field of their own: a missing date leads to the first day that can be chosen.
 * "Who should come?" is a group of radios: its message leads to the one chosen.
 */
export function findBookingControl(fieldId: string): HTMLElement | null {
  if (fieldId === "field-requestedCleanerId") return document.querySelector<HTMLElement>('input[name="requestedCleanerId"]:checked');
  if (fieldId === "field-startsAt" && !document.querySelector('input[name="startsAt"]')) {
    return document.querySelector<HTMLElement>("input[data-date]:checked") ?? document.querySelector<HTMLElement>("input[data-date]:not(:disabled)");
  }
  return null;
}
