/**
 * The saved booking form as the continue-booking widget sees it: whether one exists, whether
 * it is unfinished, and when it changes. Kept apart from the form's schema so the widget,
 * which is on every page, does not bring the whole form validation into the browser.
 */

export const BOOKING_STORAGE_KEY = "bookingFormData";
export const BOOKING_CHANGED_EVENT = "booking-form-data-changed";

/** Local storage, or null where there is none or it may not be used (private browsing). */
export function bookingStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readSavedBookingRaw(): string | null {
  try {
    return bookingStorage()?.getItem(BOOKING_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

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

export function announceSavedBookingChange(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(BOOKING_CHANGED_EVENT));
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
