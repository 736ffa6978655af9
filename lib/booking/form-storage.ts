import { bookingFormSchema, type BookingFormData } from "./booking-form";

/**
 * The saved booking form in local storage (SPEC.md section 3). Every save also dispatches
 * BOOKING_CHANGED_EVENT in this tab: the `storage` event only reaches other tabs, and the
 * continue-booking widget must notice changes in this one too. Storage failures (private
 * browsing, a full quota) are ignored, as SPEC.md section 8 says.
 */

export const BOOKING_STORAGE_KEY = "bookingFormData";
export const BOOKING_CHANGED_EVENT = "booking-form-data-changed";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readSavedBookingRaw(): string | null {
  try {
    return storage()?.getItem(BOOKING_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function parseSavedBooking(raw: string | null): BookingFormData | null {
  if (!raw) return null;
  try {
    const parsed = bookingFormSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const readSavedBooking = (): BookingFormData | null => parseSavedBooking(readSavedBookingRaw());

/** True when there is a saved form the visitor has not finished: what the widget offers to resume. */
export function isResumableBooking(raw: string | null): boolean {
  if (!raw) return false;
  try {
    const data: unknown = JSON.parse(raw);
    if (!data || typeof data !== "object") return false;
    return (data as { bookingProgress?: unknown }).bookingProgress !== "completed";
  } catch {
    return false;
  }
}

function announce(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(BOOKING_CHANGED_EVENT));
}

export function saveBooking(data: BookingFormData): void {
  try {
    storage()?.setItem(BOOKING_STORAGE_KEY, JSON.stringify({ ...data, savedAt: Date.now() }));
  } catch {
    // Ignored: the form keeps working, it just is not saved.
  }
  announce();
}

/**
 * After a successful submit: the widget stops offering it, the form starts afresh next time.
 * With the order's idempotency key, only the saved form that made that order is marked, never
 * a newer one started since (the confirmation page can be opened again later).
 */
export function markBookingCompleted(orderId: string, idempotencyKey?: string): void {
  const saved = readSavedBooking();
  if (!saved || (saved.bookingProgress === "completed" && saved.orderId === orderId)) return;
  if (idempotencyKey !== undefined && saved.idempotencyKey !== idempotencyKey) return;
  saveBooking({ ...saved, bookingProgress: "completed", orderId });
}

/** Subscribes to changes of the saved form in this tab and in others. */
export function subscribeToSavedBooking(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === BOOKING_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(BOOKING_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(BOOKING_CHANGED_EVENT, onChange);
  };
}
