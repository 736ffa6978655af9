import twilio from "twilio";
import { toSmsSendError, toSmsStatus } from "./twilio-errors";
import { verifyTwilioSignature } from "./twilio-signature";
import type { SmsProvider, SmsSendRequest, SmsSendResult, SmsWebhookRequest } from "./types";

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** Texts go out through this Messaging Service, which picks the sender (SMS_FROM) and holds the 10DLC campaign. */
  messagingServiceSid: string;
  /** https://api.twilio.com unless set: tests point it at a local stand-in. */
  apiBaseUrl?: string;
}

/** Well under a claimed job's 5-minute lock (lib/platform/jobs/worker.ts); a timeout is temporary and the job tries again. */
const REQUEST_TIMEOUT_MS = 20_000;

type RequestOptions = Parameters<InstanceType<typeof twilio.RequestClient>["request"]>[0];

/** Twilio's HTTP client, sending every request to `apiBaseUrl` instead of *.twilio.com (the client has no base URL option). */
function redirectingClient(apiBaseUrl: string): InstanceType<typeof twilio.RequestClient> {
  const base = new URL(apiBaseUrl);
  return new (class extends twilio.RequestClient {
    override request<TData>(opts: RequestOptions & { data?: TData }) {
      const uri = new URL(opts.uri);
      uri.protocol = base.protocol;
      uri.host = base.host;
      return super.request<TData>({ ...opts, uri: uri.href });
    }
  })({ timeout: REQUEST_TIMEOUT_MS });
}

/**
 * Twilio Programmable Messaging (docs/messaging.md). Each text is created through the Messaging
 * Service with a status callback, so its delivery (queued → sent → delivered, or undelivered /
 * failed with an error code) comes back to our webhook. Errors become SmsSendError, permanent or
 * temporary (twilio-errors.ts). The client does not retry on its own: the job queue does, with
 * backoff. Twilio has no idempotency key for a created text, so a retry after a timeout whose
 * request did arrive can send the text twice; that is the rare price of sending at all.
 */
export function createTwilioProvider(options: TwilioOptions): SmsProvider {
  const client = twilio(options.accountSid, options.authToken, {
    autoRetry: false,
    timeout: REQUEST_TIMEOUT_MS,
    ...(options.apiBaseUrl ? { httpClient: redirectingClient(options.apiBaseUrl) } : {}),
  });

  return {
    name: "twilio",
    testMode: false,
    async send(request: SmsSendRequest): Promise<SmsSendResult> {
      let message;
      try {
        message = await client.messages.create({
          to: request.to,
          body: request.body,
          messagingServiceSid: options.messagingServiceSid,
          statusCallback: request.statusCallbackUrl,
        });
      } catch (error) {
        throw toSmsSendError(error);
      }
      return { providerRef: message.sid, status: toSmsStatus(message.status) ?? "queued" };
    },
    verifyWebhook: (request: SmsWebhookRequest) => verifyTwilioSignature(options.authToken, request),
  };
}
