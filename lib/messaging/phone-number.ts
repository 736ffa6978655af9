import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/*
 * Numbers as providers send them (docs/messaging.md, "Numbers"). toE164, which reads what a
 * person typed, lives in the kernel (lib/kernel/phone/phone-number.ts): booking, the account and
 * the contact form check phones with it too, and booking may not import messaging
 * (docs/architecture.md, "Tiers").
 */

/**
 * A number as a provider sends it (Twilio's From): already E.164, from anywhere, so read with the
 * full metadata of every country (the server's alone; the kernel's toE164 knows +1 only). Null
 * when it is not a valid phone number, such as a short code or a sender name, which no thread can
 * be kept for.
 */
export function providerE164(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed.startsWith("+")) return null;
  const number = parsePhoneNumberFromString(trimmed);
  return number?.isValid() && !number.ext ? number.number : null;
}
