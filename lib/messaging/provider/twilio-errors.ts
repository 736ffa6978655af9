import { SmsSendError, type SmsErrorReason, type SmsStatus } from "./types";

/**
 * Twilio's error codes that mean the same text to the same number will never go through
 * (https://www.twilio.com/docs/api/errors; docs/messaging.md, "Errors"). The 21xxx codes come
 * back when a text is created, the 30xxx ones in its status callback (ErrorCode) once a carrier
 * refused it.
 */
const PERMANENT: ReadonlyMap<number, SmsErrorReason> = new Map<number, SmsErrorReason>([
  [21211, "invalid-number"], // Invalid 'To' phone number
  [21265, "invalid-number"], // 'To' number cannot be a short code
  [21407, "not-mobile"], // This phone number type does not support SMS
  [21408, "rejected"], // Permission to send an SMS has not been enabled for the region
  [21602, "rejected"], // Message body is required
  [21610, "opted-out"], // Attempt to send to an unsubscribed recipient (they replied STOP)
  [21612, "unreachable"], // The 'To' phone number is not currently reachable via SMS
  [21614, "not-mobile"], // 'To' number is not a valid mobile number
  [21617, "rejected"], // The concatenated message body exceeds the 1600 character limit
  [21703, "rejected"], // The Messaging Service does not have a phone number available
  [21704, "rejected"], // The Messaging Service contains no phone numbers
  [30003, "unreachable"], // Unreachable destination handset
  [30004, "blocked"], // Message blocked (by the recipient or their carrier)
  [30005, "invalid-number"], // Unknown destination handset
  [30006, "not-mobile"], // Landline or unreachable carrier
  [30007, "blocked"], // Message filtered as spam by the carrier
  [30034, "blocked"], // Sent from a number not registered for 10DLC
]);

/** Codes that are worth trying again whatever the HTTP status says. */
const TEMPORARY: ReadonlySet<number> = new Set([
  20003, // Authentication failed: the operator can fix the settings while the job waits
  20429, // Too many requests
  30001, // Queue overflow
  30008, // Unknown error
]);

export interface TwilioErrorFacts {
  /** The HTTP status of Twilio's answer; undefined when there was none (network trouble). */
  status?: number;
  /** Twilio's error code from the answer or a status callback. */
  code?: number;
}

/**
 * What a Twilio error means for us. A known code decides; otherwise a 4xx answer (the request
 * itself is wrong) is permanent, and a 429, a 5xx or no answer at all is temporary.
 */
export function classifyTwilioError({ status, code }: TwilioErrorFacts): { reason: SmsErrorReason; permanent: boolean } {
  const known = code === undefined ? undefined : PERMANENT.get(code);
  if (known) return { reason: known, permanent: true };
  if (code !== undefined && TEMPORARY.has(code)) return { reason: "unavailable", permanent: false };
  if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) return { reason: "rejected", permanent: true };
  return { reason: "unavailable", permanent: false };
}

/**
 * The typed error for an error thrown by the Twilio client. The message names the code, never
 * Twilio's own sentence, which quotes the recipient's number (logs keep no phone numbers).
 */
export function toSmsSendError(error: unknown): SmsSendError {
  const facts = twilioErrorFacts(error);
  const { reason, permanent } = classifyTwilioError(facts);
  const what = facts.status === undefined ? "could not be reached" : `refused the text (HTTP ${facts.status}${facts.code === undefined ? "" : `, error ${facts.code}`})`;
  return new SmsSendError(reason, permanent, facts.code ?? null, `Twilio ${what}: ${reason}${permanent ? "" : ", to be retried"}`);
}

/** The client's RestException carries `status` and `code`; a network failure carries neither. */
function twilioErrorFacts(error: unknown): TwilioErrorFacts {
  if (typeof error !== "object" || error === null) return {};
  const { status, code } = error as { status?: unknown; code?: unknown };
  return { status: typeof status === "number" ? status : undefined, code: typeof code === "number" ? code : undefined };
}

const STATUSES: Readonly<Record<string, SmsStatus>> = {
  accepted: "queued",
  scheduled: "queued",
  queued: "queued",
  sending: "queued",
  sent: "sent",
  delivered: "delivered",
  read: "delivered",
  undelivered: "undelivered",
  partially_delivered: "undelivered",
  failed: "failed",
  canceled: "failed",
};

/** Twilio's MessageStatus (on a created text or in a status callback) in our words; null for an inbound status. */
export function toSmsStatus(twilioStatus: string): SmsStatus | null {
  return Object.hasOwn(STATUSES, twilioStatus) ? (STATUSES[twilioStatus] ?? null) : null;
}
