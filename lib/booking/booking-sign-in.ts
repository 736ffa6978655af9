import { loginUrlFor } from "@/lib/auth/return-url";
import type { BookingFormData } from "./booking-form";

/** Where the booking form lives: the sign-in page and the verification link come back here. */
export const BOOKING_PATH = "/booking";

/**
 * Where "Sign in to book" leads: the sign-in tab for someone who has signed in on this device
 * before, the "Create account" tab for everyone else (issue #24), both back to the saved form.
 */
export function bookingSignInUrl(signedInBefore: boolean): string {
  const login = loginUrlFor(BOOKING_PATH);
  if (signedInBefore) return login;
  return `/login?tab=register&${login.slice(login.indexOf("?") + 1)}`;
}

export interface RegistrationPrefill {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * The name and email typed in step 4, for the "Create account" form: the last word of the name
 * is taken as the last name ("Mary Ann Lopez" → "Mary Ann", "Lopez"). Null when nothing was typed.
 */
export function registrationPrefill(form: Pick<BookingFormData, "contact"> | null): RegistrationPrefill | null {
  if (!form) return null;
  const words = form.contact.name.trim().split(/\s+/).filter(Boolean);
  const email = form.contact.email.trim();
  if (words.length === 0 && !email) return null;
  const lastName = words.length > 1 ? (words.at(-1) ?? "") : "";
  const firstName = words.length > 1 ? words.slice(0, -1).join(" ") : (words[0] ?? "");
  return { firstName, lastName, email };
}
