import { announceSavedBookingChange, BOOKING_STORAGE_KEY, bookingStorage } from "./saved-booking-signal";

/**
 * What logging out leaves of the saved booking form, so the next person at a shared computer
 * does not find the last one's street, door code, name and phone filled in. A form changed while
 * someone was signed in is theirs and goes entirely; a visitor's keeps the service, home, extras
 * and date, and loses everything personal (and goes back to the address step, now empty).
 * Works on the raw JSON, without the form's schema: it runs from the header on every page.
 */
export function forgetSavedBookingOnLogout(storage: Storage | null = bookingStorage()): void {
  if (!storage) return;
  try {
    const raw = storage.getItem(BOOKING_STORAGE_KEY);
    if (raw === null) return;
    const saved = parseObject(raw);
    if (!saved || saved.ownedBySignedInUser === true) {
      storage.removeItem(BOOKING_STORAGE_KEY);
    } else {
      storage.setItem(BOOKING_STORAGE_KEY, JSON.stringify(withoutPersonalPart(saved)));
    }
  } catch {
    // Storage failures are ignored: logging out must not fail because of them.
  }
  announceSavedBookingChange();
}

function parseObject(raw: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const LATER_THAN_ADDRESS = new Set(["step-5"]);

function withoutPersonalPart(saved: Record<string, unknown>): Record<string, unknown> {
  const progress = typeof saved.bookingProgress === "string" && LATER_THAN_ADDRESS.has(saved.bookingProgress) ? "step-4" : saved.bookingProgress;
  return {
    ...saved,
    bookingProgress: progress,
    address: { street: "", unit: "", city: "", zip: "", accessNotes: "" },
    contact: { name: "", phone: "", email: "" },
    notes: "",
    giftCardCode: "",
    specialOfferId: null,
    acceptTerms: false,
    // The box that lets us text a phone is that person's word, not the next one's.
    textConsent: false,
  };
}
