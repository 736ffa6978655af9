import { bookingFormSchema, type BookingFormData } from "./booking-form";
import { announceSavedBookingChange, BOOKING_STORAGE_KEY, bookingStorage, readSavedBookingRaw } from "./saved-booking-signal";

/**
 * The saved booking form in local storage (docs/product.md#in-the-browser). Every save also dispatches
 * BOOKING_CHANGED_EVENT in this tab: the `storage` event only reaches other tabs, and the
 * continue-booking widget must notice changes in this one too. Storage failures (private
 * browsing, a full quota) are ignored, as docs/product.md#when-something-fails says.
 */

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

export function saveBooking(data: BookingFormData): void {
  try {
    bookingStorage()?.setItem(BOOKING_STORAGE_KEY, JSON.stringify({ ...data, savedAt: Date.now() }));
  } catch {
    // Ignored: the form keeps working, it just is not saved.
  }
  announceSavedBookingChange();
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

