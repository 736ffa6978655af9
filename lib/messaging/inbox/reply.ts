import { eq } from "drizzle-orm";
import type { Role } from "@/lib/kernel/enums/roles";
import { failure, invalidFields, type Result } from "@/lib/kernel/failure";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import type { Database } from "@/lib/platform/db";
import { smsMessages } from "@/lib/platform/db/schema";
import { maySend } from "../consent";
import { queueText } from "../outbox";
import { getSmsProvider } from "../provider/provider";
import type { SmsProvider } from "../provider/types";
import { contactsFor } from "./contacts";
import { noSuchThread, refuseOutsider, threadExists } from "./inbox-access";
import { replyBodySchema, type ReplyInput } from "./inbox-schemas";
import { signedReply } from "./reply-text";

/**
 * A staff member answers a thread (docs/product.md#text-messages): from the one business number,
 * signed with their first name, and only where a text may go. STOP is checked here, before
 * anything is queued, so staff are told at once; the sender checks again when it sends, so a
 * STOP that arrives in between still holds (lib/messaging/send-text.ts).
 */

export const REPLY_MESSAGES = {
  optedOut: "This number texted STOP, so we cannot text it. The reply was not sent. They can text START to get texts again; call them if it is urgent.",
  /** Said above the form before anyone types. */
  optedOutNow: "This number texted STOP: we cannot text it until they text START. Call them if it is urgent.",
  notOptedIn: "This number has not agreed to get texts from us, so the reply was not sent. Call them instead.",
  textsOff: "Texts are switched off on this site (no text provider is set up), so the reply was not sent.",
} as const;

export interface ReplyAnswer {
  messageId: string;
  /** What is texted, signature included. */
  body: string;
  /** False when the same draft had already been queued (a double click): nothing new was queued. */
  queued: boolean;
}

interface Replier {
  id: string;
  role: Role;
  firstName: string;
}

export async function replyToThread(
  db: Database,
  actor: Replier,
  phone: string,
  input: ReplyInput,
  now: Date,
  provider: SmsProvider | null = getSmsProvider(),
): Promise<Result<ReplyAnswer>> {
  const outsider = refuseOutsider(actor);
  if (outsider) return outsider;
  const parsed = replyBodySchema.safeParse(input);
  if (!parsed.success) return invalidFields(parsed.error);
  if (!provider) return failure("conflict", REPLY_MESSAGES.textsOff, { code: "texts-off" });
  const body = signedReply(parsed.data.body, actor.firstName);
  const dedupeKey = parsed.data.draftId ? `staff-reply:${phone}:${parsed.data.draftId}` : undefined;

  return db.transaction(async (tx): Promise<Result<ReplyAnswer>> => {
    if (!(await threadExists(tx, phone))) return noSuchThread();
    const permission = await maySend(tx, phone, "staff-reply");
    if (!permission.allowed) {
      return permission.reason === "opted-out"
        ? failure("conflict", REPLY_MESSAGES.optedOut, { code: "opted-out" })
        : failure("conflict", REPLY_MESSAGES.notOptedIn, { code: "not-opted-in" });
    }
    const contact = (await contactsFor(tx, [phone])).get(phone) ?? null;
    const messageId = await queueText(tx, { phone, userId: contact?.userId ?? null, type: "staff-reply", body, dedupeKey }, now, provider);
    if (messageId === null) {
      const [earlier] = dedupeKey ? await tx.select({ id: smsMessages.id, body: smsMessages.body }).from(smsMessages).where(eq(smsMessages.dedupeKey, dedupeKey)) : [];
      if (!earlier) throw new Error("the staff reply was neither queued nor found");
      return { ok: true, data: { messageId: earlier.id, body: earlier.body, queued: false } };
    }
    await writeAudit(tx, { actorId: actor.id, action: "sms.reply", subjectType: "sms_thread", subjectId: phone, details: { messageId }, at: now });
    return { ok: true, data: { messageId, body, queued: true } };
  });
}
