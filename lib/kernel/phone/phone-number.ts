import { parsePhoneNumberFromString, type MetadataJson } from "libphonenumber-js/core";
import nanpMetadata from "./nanp-metadata.json";

/**
 * Phone numbers as we store and text them: E.164 (+12125550147), read with libphonenumber-js
 * from whatever a person typed, US by default (docs/messaging.md, "Numbers"). Every form that
 * takes a phone checks it with this, in the browser as it is typed and on the server, where
 * the check counts.
 *
 * The metadata is the package's full ("max") metadata cut to calling code +1
 * (./nanp-metadata.json, made by `npm run phone:metadata`): the full set knows each number's
 * type, where the minimal one only knows lengths, and the cut keeps the browser's share at
 * about 3 KB instead of 40 (docs/operations.md, "Page weight"). A number written with another
 * country code is therefore not parsed at all; it is recognised by its prefix and refused as
 * not a US number.
 *
 * Offline, a US landline cannot be told from a mobile (NANP numbers share one pattern,
 * FIXED_LINE_OR_MOBILE), so what is refused here is what can never take a text: not a number,
 * not a US number (our Messaging Service's 10DLC registration covers US numbers), a toll-free,
 * premium-rate or other non-mobile pattern, or a number with an extension. A landline that
 * slips through fails at the provider with a permanent error and is not retried.
 */

export type PhoneNumberProblem = "invalid" | "not-us" | "not-mobile";

export type E164Result = { ok: true; e164: string } | { ok: false; reason: PhoneNumberProblem; message: string };

/** What the person is told, at once and politely, beside the field. */
export const PHONE_PROBLEM_MESSAGES: Readonly<Record<PhoneNumberProblem, string>> = {
  invalid: "That doesn't look like a complete phone number. Please check it, for example (917) 555-0123.",
  "not-us": "We can only send texts to US phone numbers. Please give a US mobile number.",
  "not-mobile": "That number can't receive text messages. Please give a mobile number.",
};

// A JSON import is typed by its shape, with arrays where the package declares tuples; the file
// is the package's own metadata cut by scripts/phone-metadata.ts, whose test holds it to that.
const METADATA = nanpMetadata as unknown as MetadataJson;

/** The number types whose pattern a mobile phone can have; in the US that is every ordinary number. */
const TEXTABLE_TYPES = new Set(["MOBILE", "FIXED_LINE_OR_MOBILE"]);

/** "+44 …", "011 44 …" (the US exit code) or "tel:+44 …": a country code other than 1. */
const OTHER_COUNTRY_CODE = /^(?:tel:)?\s*(?:\+|011[\s.-]*)\s*[2-9]/i;

const problem = (reason: PhoneNumberProblem): E164Result => ({ ok: false, reason, message: PHONE_PROBLEM_MESSAGES[reason] });

export function toE164(input: string): E164Result {
  const text = input.trim();
  const number = parsePhoneNumberFromString(text, "US", METADATA);
  if (!number && OTHER_COUNTRY_CODE.test(text)) return problem("not-us");
  if (!number?.isValid()) return problem("invalid");
  if (number.country !== "US") return problem("not-us");
  const type = number.getType();
  if (number.ext || !type || !TEXTABLE_TYPES.has(type)) return problem("not-mobile");
  return { ok: true, e164: number.number };
}

/**
 * What a form says beside a phone field when it loses the focus: the reason a typed number
 * cannot be used, or null (nothing typed yet is for the form's own check to say).
 */
export function phoneProblem(typed: string): string | null {
  if (typed.trim() === "") return null;
  const read = toE164(typed);
  return read.ok ? null : read.message;
}

/**
 * A stored phone in E.164 whenever it can be read as one: phones stored before issue #28 are
 * "(212) 555-0147", so code that compares or texts a stored phone reads it through this.
 */
export function storedPhoneAsE164(stored: string): string {
  const read = toE164(stored);
  return read.ok ? read.e164 : stored;
}
