/**
 * The seam every text message goes through (docs/decisions/0008-provider-seams-with-test-mode.md,
 * docs/messaging.md): Twilio when its four settings are set, a clearly labelled test mode in a
 * demo, nothing otherwise.
 */

export type SmsProviderName = "twilio" | "test-mode";

/**
 * Where an outgoing text stands, as stored per message. The provider's own words (Twilio's
 * accepted, sending, read…) are mapped onto these by its implementation.
 */
export type SmsStatus = "queued" | "sent" | "delivered" | "undelivered" | "failed";

export interface SmsSendRequest {
  /** E.164, from toE164 (lib/kernel/phone/phone-number.ts). */
  to: string;
  body: string;
  /** Where the provider posts the text's delivery status: PUBLIC_URL + our status webhook's path. */
  statusCallbackUrl: string;
  /** What the text is (e.g. "booking-confirmed"): test mode writes it beside the text for the outbox. */
  type?: string;
}

export interface SmsSendResult {
  /** The provider's id of the text (Twilio's SM… sid, test mode's test-…): its status callbacks name it. */
  providerRef: string;
  status: SmsStatus;
}

/** A webhook delivery to check: the URL the provider called, the form fields it posted and its signature header. */
export interface SmsWebhookRequest {
  /** The full address the provider was told to call: PUBLIC_URL + path (with any query string). */
  url: string;
  /** The POST's form fields exactly as received. */
  params: Readonly<Record<string, string>>;
  /** The X-Twilio-Signature header; null when missing. */
  signature: string | null;
}

export interface SmsProvider {
  readonly name: SmsProviderName;
  /** True for the demo's test mode, which sends nothing and must say so wherever texts are shown. */
  readonly testMode: boolean;
  /** Hands one text to the provider. Throws SmsSendError when it is refused or cannot be reached. */
  send(request: SmsSendRequest): Promise<SmsSendResult>;
  /** Whether a webhook delivery really comes from the provider (its signature over the URL and fields). */
  verifyWebhook(request: SmsWebhookRequest): boolean;
}

/**
 * Why a text was not taken. The permanent ones are never retried: the same text to the same
 * number would be refused again (docs/messaging.md, "Errors").
 */
export type SmsErrorReason =
  /** Not a phone number the network knows. */
  | "invalid-number"
  /** The recipient replied STOP to our number: only they can undo it (START). */
  | "opted-out"
  /** A landline or another number that cannot take texts. */
  | "not-mobile"
  /** The handset could not be reached. */
  | "unreachable"
  /** The carrier blocked or filtered the text. */
  | "blocked"
  /** The provider refused the request itself (body, account or sender settings). */
  | "rejected"
  /** The provider could not be reached, was overloaded or failed: try again later. */
  | "unavailable";

export const SMS_TEST_MODE_LABEL = "Test mode, no text is sent";

/** A text the provider did not take; `permanent` says whether trying again could ever help. */
export class SmsSendError extends Error {
  constructor(
    readonly reason: SmsErrorReason,
    readonly permanent: boolean,
    /** The provider's error code (Twilio's 21211…), when it gave one. */
    readonly providerCode: number | null,
    message: string,
  ) {
    super(message);
    this.name = "SmsSendError";
  }
}
