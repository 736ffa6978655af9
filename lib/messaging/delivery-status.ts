import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/platform/db";
import { smsMessages } from "@/lib/platform/db/schema";
import { classifyTwilioError, toSmsStatus } from "./provider/twilio-errors";
import type { SmsStatus, SmsWebhookRequest } from "./provider/types";
import { providerRefSchema, readSignedFields, type WebhookOptions, type WebhookRefusal } from "./webhook-fields";

/** Twilio's status callback: the text, its status in Twilio's words and, when it failed, why. */
const statusFields = z.object({
  MessageSid: providerRefSchema,
  MessageStatus: z.string({ error: "is missing" }).regex(/^[a-z_]{1,32}$/, { error: "is not a message status" }),
  // Twilio sends it empty or leaves it out when there is no error.
  ErrorCode: z
    .string()
    .regex(/^\d{0,6}$/, { error: "is not an error code" })
    .optional()
    .transform((value) => (value ? Number(value) : undefined)),
});

/**
 * How far along each status is. A status moves only forward: Twilio's callbacks can arrive out of
 * order (a "sent" posted after "delivered"), and the later word must not undo the earlier one.
 * Delivered, undelivered and failed are each the end.
 */
const STAGE: Readonly<Record<SmsStatus, number>> = { queued: 0, sent: 1, delivered: 2, undelivered: 2, failed: 2 };

const statusesBefore = (status: SmsStatus): SmsStatus[] => (Object.keys(STAGE) as SmsStatus[]).filter((candidate) => STAGE[candidate] < STAGE[status]);

export type StatusOutcome =
  /** The text moved on to the new status. */
  | "updated"
  /** The text is already as far or further along. */
  | "unchanged"
  /** No text of ours has this id (another app on the account, or a row since deleted). */
  | "unknown"
  /** A status that says nothing about delivery (an inbound text's "received"). */
  | "ignored";

/**
 * A delivery-status callback (docs/messaging.md, "Delivery status"). After the signature, one
 * conditional update of our text by its provider id: it moves only forward, a delivered text
 * gets its delivered_at, an undelivered or failed one keeps the carrier's error code (as
 * "blocked (30007)", the form a text dropped at sending has). An unknown id changes nothing and is
 * still acknowledged, since Twilio would otherwise retry it.
 */
export async function acceptStatusWebhook(db: Database, request: SmsWebhookRequest, options: WebhookOptions): Promise<{ ok: true; outcome: StatusOutcome } | WebhookRefusal> {
  const read = readSignedFields(options.provider, request, statusFields);
  if (!read.ok) return read;
  const { MessageSid: providerRef, MessageStatus: twilioStatus, ErrorCode: code } = read.fields;
  const status = toSmsStatus(twilioStatus);
  if (status === null) return { ok: true, outcome: "ignored" };
  const earlier = statusesBefore(status);
  const { now } = options;

  const failed = status === "failed" || status === "undelivered";
  const updated =
    earlier.length === 0
      ? []
      : await db
          .update(smsMessages)
          .set({
            status,
            ...(status === "delivered" ? { deliveredAt: now } : {}),
            // A callback past "queued" means the provider has it, even if our own record of handing it over was lost.
            sentAt: sql`coalesce(${smsMessages.sentAt}, ${now.toISOString()}::timestamptz)`,
            ...(failed && code !== undefined ? { errorCode: `${classifyTwilioError({ code }).reason} (${code})` } : {}),
          })
          .where(and(eq(smsMessages.providerRef, providerRef), eq(smsMessages.direction, "out"), inArray(smsMessages.status, earlier)))
          .returning({ id: smsMessages.id });
  if (updated.length > 0) return { ok: true, outcome: "updated" };
  const [known] = await db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(and(eq(smsMessages.providerRef, providerRef), eq(smsMessages.direction, "out")));
  return { ok: true, outcome: known ? "unchanged" : "unknown" };
}
