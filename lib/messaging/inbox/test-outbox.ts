import { desc, eq, or } from "drizzle-orm";
import type { SmsType } from "@/lib/kernel/enums/sms";
import type { Database } from "@/lib/platform/db";
import { getDb } from "@/lib/platform/db";
import { smsMessages } from "@/lib/platform/db/schema";
import { getSmsProvider } from "../provider/provider";
import { contactsFor } from "./contacts";
import { formatPhone } from "@/lib/kernel/phone/phone-display";
import type { SmsStatusWord } from "./sms-labels";

/**
 * The demo's outbox (docs/messaging.md, "Test mode outbox"): every text test mode "sent", shown
 * as the phones that would have got them, with the replies simulated from there. Read from the
 * database rather than the JSON files in DATA_DIR/sms: it is the same on every host, and it
 * holds the status and the texts still queued.
 */

/** The outbox shows this many of the latest texts. */
export const OUTBOX_TEXTS_SHOWN = 300;

export interface OutboxText {
  id: string;
  fromUs: boolean;
  type: SmsType;
  body: string;
  segments: number;
  status: SmsStatusWord;
  errorCode: string | null;
  at: string;
}

export interface OutboxPhone {
  phone: string;
  phoneLabel: string;
  /** Whose phone it is, when an account has the number. */
  contactName: string | null;
  /** Oldest first, as a phone shows them; the phones themselves come latest first. */
  texts: OutboxText[];
}

export async function listTestOutbox(db: Database): Promise<OutboxPhone[]> {
  // In test mode every text that comes in is one simulated here, so all of them belong.
  const rows = await db
    .select()
    .from(smsMessages)
    .where(or(eq(smsMessages.provider, "test-mode"), eq(smsMessages.direction, "in")))
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.direction), desc(smsMessages.id))
    .limit(OUTBOX_TEXTS_SHOWN);
  const byPhone = new Map<string, OutboxText[]>();
  for (const row of rows) {
    const texts = byPhone.get(row.phone) ?? [];
    texts.unshift({ id: row.id, fromUs: row.direction === "out", type: row.type, body: row.body, segments: row.segments, status: row.status, errorCode: row.errorCode, at: row.createdAt.toISOString() });
    byPhone.set(row.phone, texts);
  }
  const contacts = await contactsFor(db, [...byPhone.keys()]);
  return [...byPhone].map(([phone, texts]) => ({ phone, phoneLabel: formatPhone(phone), contactName: contacts.get(phone)?.name ?? null, texts }));
}

/** /admin/messages/outbox: the phones, or null when texts are not in test mode (the page is then not found). */
export async function testOutboxPageView(): Promise<OutboxPhone[] | null> {
  if (!getSmsProvider()?.testMode) return null;
  return listTestOutbox(await getDb());
}
