import twilio from "twilio";
import type { SmsWebhookRequest } from "./types";

/**
 * Checks an X-Twilio-Signature: HMAC-SHA1 of the URL Twilio called followed by the sorted POST
 * fields, keyed with the Auth Token (https://www.twilio.com/docs/usage/security#validating-requests),
 * compared in constant time by the twilio package's own validateRequest.
 */
export function verifyTwilioSignature(key: string, { url, params, signature }: SmsWebhookRequest): boolean {
  if (!signature) return false;
  try {
    return twilio.validateRequest(key, signature, url, params);
  } catch {
    // A URL the validator cannot read was not one Twilio signed.
    return false;
  }
}
