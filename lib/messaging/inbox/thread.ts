import { and, asc, desc, eq, isNotNull, max } from "drizzle-orm";
import type { SmsInboundKind, SmsType } from "@/lib/kernel/enums/sms";
import type { Database } from "@/lib/platform/db";
import { leads, smsConsents, smsMessages, smsThreads } from "@/lib/platform/db/schema";
import { contactsFor, upcomingVisitsOf, type ThreadContact, type UpcomingVisit } from "./contacts";
import { formatPhone } from "@/lib/kernel/phone/phone-display";
import type { SmsStatusWord } from "./sms-labels";

/**
 * One thread of the staff inbox (docs/messaging.md, "Staff inbox"): every text to and from a
 * number, oldest first, whose number it is and their next visits, or the lead made of it.
 */

/** A thread shows this many of its latest texts. */
export const THREAD_TEXTS_SHOWN = 200;

export interface ThreadText {
  id: string;
  fromUs: boolean;
  type: SmsType;
  /** Theirs: what it asked for (a reminder's C or R, STOP, HELP…), read when it arrived. */
  kind: SmsInboundKind | null;
  body: string;
  status: SmsStatusWord;
  /** Why it failed: the provider's error or our reason for not sending it (opted-out, a cap). */
  errorCode: string | null;
  segments: number;
  at: string;
  /** Ours: carried by the demo's test mode, so never really sent. */
  testMode: boolean;
  /** Theirs: not opened by staff before this view. */
  unread: boolean;
}

export interface ThreadView {
  phone: string;
  phoneLabel: string;
  contact: (ThreadContact & { upcoming: UpcomingVisit[] }) | null;
  /** A lead already made of this number, when no account is. */
  lead: { id: string; name: string } | null;
  /** Marked done, and nothing came in since. */
  done: boolean;
  /** The number texted STOP (or unticked the box): replies are refused. */
  optedOut: boolean;
  texts: ThreadText[];
  /** More texts exist than are shown. */
  truncated: boolean;
}

/** Oldest first; a text and the answer queued at the same instant (a STOP and its confirmation) read in that order. */
export async function getThread(db: Database, phone: string, now: Date): Promise<ThreadView | null> {
  const rows = await db
    .select()
    .from(smsMessages)
    .where(eq(smsMessages.phone, phone))
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.direction), desc(smsMessages.id))
    .limit(THREAD_TEXTS_SHOWN + 1);
  if (rows.length === 0) return null;
  const shown = rows.slice(0, THREAD_TEXTS_SHOWN).reverse();

  const [contacts, [thread], [consent], [inbound]] = await Promise.all([
    contactsFor(db, [phone]),
    db.select({ doneAt: smsThreads.doneAt }).from(smsThreads).where(eq(smsThreads.phone, phone)),
    db.select({ optedOutAt: smsConsents.optedOutAt }).from(smsConsents).where(eq(smsConsents.phone, phone)),
    db.select({ lastAt: max(smsMessages.createdAt) }).from(smsMessages).where(and(eq(smsMessages.phone, phone), eq(smsMessages.direction, "in"))),
  ]);
  const contact = contacts.get(phone) ?? null;
  const upcoming = contact ? await upcomingVisitsOf(db, contact.userId, now) : [];
  const lead = contact ? null : await leadOf(db, phone);

  const lastInbound = inbound?.lastAt ?? null;
  const doneAt = thread?.doneAt ?? null;
  return {
    phone,
    phoneLabel: formatPhone(phone),
    contact: contact ? { ...contact, upcoming } : null,
    lead,
    done: doneAt !== null && (lastInbound === null || lastInbound <= doneAt),
    optedOut: Boolean(consent?.optedOutAt),
    texts: shown.map((row) => ({
      id: row.id,
      fromUs: row.direction === "out",
      type: row.type,
      kind: row.inboundKind,
      body: row.body,
      status: row.status,
      errorCode: row.errorCode,
      segments: row.segments,
      at: row.createdAt.toISOString(),
      testMode: row.provider === "test-mode",
      unread: row.direction === "in" && row.readAt === null,
    })),
    truncated: rows.length > THREAD_TEXTS_SHOWN,
  };
}

/** The oldest lead with this number. */
export async function leadOf(db: Database, phone: string): Promise<{ id: string; name: string } | null> {
  const [lead] = await db
    .select({ id: leads.id, name: leads.name })
    .from(leads)
    .where(and(isNotNull(leads.phone), eq(leads.phone, phone)))
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(1);
  return lead ?? null;
}
