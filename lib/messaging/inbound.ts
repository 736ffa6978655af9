import { z } from "zod";
import type { Database } from "@/lib/platform/db";
import { smsMessages } from "@/lib/platform/db/schema";
import { answerKeyword } from "./keyword-replies";
import { classifyInbound, type InboundKind } from "./keywords";
import { queueText } from "./outbox";
import { providerE164 } from "./phone-number";
import type { SmsWebhookRequest } from "./provider/types";
import { smsSegments } from "./segments";
import { accountForPhone } from "./sender-account";
import { tellStaffTextReceived } from "./staff-events";
import { providerRefSchema, readSignedFields, type WebhookOptions, type WebhookRefusal } from "./webhook-fields";

/** Twilio's limit for one text, however many segments it came in. */
const MAX_BODY_CHARACTERS = 1_600;

/** The sender as Twilio gives it, E.164; a short code or a sender name has no thread to keep. */
const senderSchema = z.string({ error: "is missing" }).transform((value, context) => {
  const phone = providerE164(value);
  if (phone === null) context.addIssue({ code: "custom", message: "is not a phone number" });
  return phone ?? z.NEVER;
});

/**
 * The fields of Twilio's "A message comes in" request that we use; the others (FromCity,
 * NumMedia, MediaUrl0…) are signed with the rest and then left aside. Pictures are not kept.
 */
const inboundFields = z.object({
  MessageSid: providerRefSchema,
  From: senderSchema,
  To: z.string({ error: "is missing" }).min(1, { error: "is missing" }).max(32, { error: "is too long" }),
  Body: z.string({ error: "is missing" }).max(MAX_BODY_CHARACTERS, { error: `is longer than ${MAX_BODY_CHARACTERS} characters` }),
});

/** The keywords answered automatically: stored like any text, but never waiting in the inbox as unread. */
const ANSWERED_AUTOMATICALLY: ReadonlySet<InboundKind> = new Set(["stop", "start", "help"]);

export type InboundOutcome = { ok: true; messageId: string | null } | WebhookRefusal;

/**
 * A text someone sent us, as the provider's webhook delivers it (docs/messaging.md, "Receiving").
 * Nothing is read before the signature is proved. Then, in one transaction: the text is stored
 * (its provider id is unique, so a replayed delivery stores nothing and answers messageId null),
 * matched to the sender's account, its keyword acted on and the answer queued (STOP, START and
 * HELP, lib/messaging/keyword-replies.ts), and staff told live. A STOP, START or HELP is kept
 * already read: it was answered, and staff have nothing to do about it. A C or R to the
 * reminder, and any other text, waits in the inbox as unread.
 */
export async function acceptInboundWebhook(db: Database, request: SmsWebhookRequest, options: WebhookOptions): Promise<InboundOutcome> {
  const read = readSignedFields(options.provider, request, inboundFields);
  if (!read.ok) return read;
  const { MessageSid: providerRef, From: phone, Body: body } = read.fields;
  const { now, provider } = options;
  const kind = classifyInbound(body);
  const unread = !ANSWERED_AUTOMATICALLY.has(kind);

  return db.transaction(async (tx) => {
    const userId = await accountForPhone(tx, phone);
    const [stored] = await tx
      .insert(smsMessages)
      .values({
        direction: "in",
        phone,
        userId,
        type: "inbound",
        body,
        segments: smsSegments(body).segments,
        status: "received",
        provider: provider.name,
        providerRef,
        inboundKind: kind,
        createdAt: now,
        readAt: unread ? null : now,
      })
      .onConflictDoNothing({ target: smsMessages.providerRef })
      .returning({ id: smsMessages.id });
    // The same delivery again (Twilio retries when our answer was slow): already acted on.
    if (!stored) return { ok: true, messageId: null };

    const keyword = await answerKeyword(tx, phone, body, now);
    if (keyword.reply) await queueText(tx, { phone, userId, type: "keyword-reply", body: keyword.reply, dedupeKey: `keyword-reply:${providerRef}` }, now, provider);
    await tellStaffTextReceived(tx, { phone, messageId: stored.id, kind, unread, timestamp: now.toISOString() });
    return { ok: true, messageId: stored.id };
  });
}
