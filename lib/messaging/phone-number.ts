import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/**
 * Phone numbers as we store and text them: E.164 (+12125550147), read with libphonenumber-js
 * from whatever a person typed, US by default (docs/messaging.md, "Numbers").
 *
 * The full ("max") metadata is used because it knows each number's type: the minimal one only
 * knows lengths. Offline, a US landline cannot be told from a mobile (NANP numbers share one
 * pattern, FIXED_LINE_OR_MOBILE), so what is refused here is what can never take a text: not a
 * number, not a US number (our Messaging Service's 10DLC registration covers US numbers), a
 * toll-free, premium-rate or other non-mobile pattern, or a number with an extension. A landline
 * that slips through fails at the provider with a permanent error and is not retried.
 */

export type PhoneNumberProblem = "invalid" | "not-us" | "not-mobile";

export type E164Result = { ok: true; e164: string } | { ok: false; reason: PhoneNumberProblem; message: string };

/** What the person is told, at once and politely, beside the field. */
const MESSAGES: Record<PhoneNumberProblem, string> = {
  invalid: "That doesn't look like a complete phone number. Please check it, for example (917) 555-0123.",
  "not-us": "We can only send texts to US phone numbers. Please give a US mobile number.",
  "not-mobile": "That number can't receive text messages. Please give a mobile number.",
};

/** The number types whose pattern a mobile phone can have; in the US that is every ordinary number. */
const TEXTABLE_TYPES = new Set(["MOBILE", "FIXED_LINE_OR_MOBILE"]);

const problem = (reason: PhoneNumberProblem): E164Result => ({ ok: false, reason, message: MESSAGES[reason] });

export function toE164(input: string): E164Result {
  const number = parsePhoneNumberFromString(input.trim(), "US");
  if (!number?.isValid()) return problem("invalid");
  if (number.country !== "US") return problem("not-us");
  const type = number.getType();
  if (number.ext || !type || !TEXTABLE_TYPES.has(type)) return problem("not-mobile");
  return { ok: true, e164: number.number };
}
