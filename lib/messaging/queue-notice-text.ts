import type { OutgoingSmsType } from "@/lib/kernel/enums/sms";
import type { Database } from "@/lib/platform/db";
import type { Transaction } from "@/lib/platform/db/transaction";
import { maySend } from "./consent";
import { queueText } from "./outbox";
import { mutedTextTypes } from "./preferences";
import type { SmsProvider } from "./provider/types";
import type { TextRecipient } from "./recipients";

/** One text a notice gives (docs/messaging.md, "What is texted"), before it is queued. */
export interface NoticeText {
  recipient: TextRecipient;
  orderId: string | null;
  type: OutgoingSmsType;
  /** What the notice is about, unique per notice: the email's job key, or the day and cleaner of a schedule. */
  noticeKey: string;
  /**
   * The body, or a function that writes what the body needs (a poll link) in the transaction
   * that queues it and answers the body (null: nothing to say after all).
   */
  body: string | ((tx: Transaction) => Promise<string | null>);
}

/** The same notice to the same number, as the same kind of text, is one text however often its job runs. */
export const noticeTextKey = (noticeKey: string, type: OutgoingSmsType, phone: string) => `${noticeKey}:${type}:${phone}`;

/** Thrown to take back what composing the body wrote when the text was queued before. */
class AlreadyQueued extends Error {}

/**
 * Queues one notice's text at `now`, unless its account switched that kind off or the number may
 * not be texted now (no opt-in, or a STOP); consent is checked again when it is sent. Answers
 * the message's id, or null when nothing was queued. The body and the text are written in one
 * transaction, and taken back together when the text exists already: a poll link issued again
 * would replace the one the first text carries.
 */
export async function queueNoticeText(db: Database, text: NoticeText, now: Date, provider: SmsProvider): Promise<string | null> {
  const { phone, userId } = text.recipient;
  if ((await mutedTextTypes(db, userId)).has(text.type)) return null;
  if (!(await maySend(db, phone, text.type)).allowed) return null;
  try {
    return await db.transaction(async (tx) => {
      const body = typeof text.body === "string" ? text.body : await text.body(tx);
      if (body === null) return null;
      const id = await queueText(tx, { phone, userId, orderId: text.orderId, type: text.type, body, dedupeKey: noticeTextKey(text.noticeKey, text.type, phone) }, now, provider);
      if (!id) throw new AlreadyQueued();
      return id;
    });
  } catch (error) {
    if (error instanceof AlreadyQueued) return null;
    throw error;
  }
}
