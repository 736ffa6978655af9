import { and, eq, sql } from "drizzle-orm";
import type { OutgoingSmsType, SmsConsentSource } from "@/lib/kernel/enums/sms";
import type { Database } from "@/lib/platform/db";
import { smsConsents, smsMessages } from "@/lib/platform/db/schema";
import type { SmsConsentWording } from "./consent-wording";

/**
 * Who we may text (docs/product.md#text-messages): only numbers that opted in, never after STOP. Phones here are
 * E.164 strings ("+12125550123"), normalised where they were taken; the schema checks the form.
 */

export interface SmsOptIn {
  /** E.164. */
  phone: string;
  /** The account that ticked the box, when signed in. */
  userId?: string | null;
  /** The exact words shown beside the box. */
  wording: SmsConsentWording;
  source: SmsConsentSource;
}

/**
 * Records an opt-in at `now`, with its wording and source. A new opt-in replaces an older one
 * and lifts an earlier STOP: ticking the box again is consent given anew.
 */
export async function optIn(db: Database, consent: SmsOptIn, now: Date): Promise<void> {
  const userId = consent.userId ?? null;
  await db
    .insert(smsConsents)
    .values({ phone: consent.phone, userId, optedInAt: now, wording: consent.wording, source: consent.source })
    .onConflictDoUpdate({
      target: smsConsents.phone,
      set: {
        // An opt-in from a visitor not signed in keeps the account an earlier one named.
        userId: sql`coalesce(excluded.user_id, ${smsConsents.userId})`,
        optedInAt: now,
        wording: consent.wording,
        source: consent.source,
        optedOutAt: null,
        optOutKeyword: null,
      },
    });
}

/**
 * Records an opt-out at `now`: a STOP (with the word they texted) or an unticked box (no word).
 * True only for the call that changed something, so a repeated STOP is confirmed once, even
 * when two arrive together: the upsert's row lock makes the check and the write one step.
 */
export async function optOut(db: Database, phone: string, keyword: string | null, now: Date): Promise<boolean> {
  const changed = await db
    .insert(smsConsents)
    .values({ phone, optedOutAt: now, optOutKeyword: keyword })
    .onConflictDoUpdate({
      target: smsConsents.phone,
      set: { optedOutAt: now, optOutKeyword: keyword },
      setWhere: sql`${smsConsents.optedOutAt} is null`,
    })
    .returning({ phone: smsConsents.phone });
  return changed.length > 0;
}

/**
 * Lifts a STOP (START, UNSTOP): the opt-in given before holds again. True only for the call that
 * changed something. A number that never opted in stays without consent.
 */
export async function resume(db: Database, phone: string): Promise<boolean> {
  const changed = await db
    .update(smsConsents)
    .set({ optedOutAt: null, optOutKeyword: null })
    .where(and(eq(smsConsents.phone, phone), sql`${smsConsents.optedOutAt} is not null`))
    .returning({ phone: smsConsents.phone });
  return changed.length > 0;
}

export type SendPermission = { allowed: true } | { allowed: false; reason: "opted-out" | "not-opted-in" };

const ALLOWED: SendPermission = { allowed: true };

/**
 * Whether a text of this type may go to `phone` (E.164). A refusal is permanent for that text:
 * the sender drops it rather than retry.
 *
 * - The answer to a keyword always goes: it is the one text the person just asked for (the
 *   STOP confirmation included), as carriers require.
 * - After STOP nothing else goes, staff replies included.
 * - Otherwise the number must have opted in; a staff reply may also answer a number that texted
 *   us first, since they started the conversation.
 */
export async function maySend(db: Database, phone: string, type: OutgoingSmsType): Promise<SendPermission> {
  if (type === "keyword-reply") return ALLOWED;
  const [consent] = await db
    .select({ optedInAt: smsConsents.optedInAt, optedOutAt: smsConsents.optedOutAt })
    .from(smsConsents)
    .where(eq(smsConsents.phone, phone));
  if (consent?.optedOutAt) return { allowed: false, reason: "opted-out" };
  if (consent?.optedInAt) return ALLOWED;
  if (type === "staff-reply" && (await textedUs(db, phone))) return ALLOWED;
  return { allowed: false, reason: "not-opted-in" };
}

async function textedUs(db: Database, phone: string): Promise<boolean> {
  const [inbound] = await db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(and(eq(smsMessages.phone, phone), eq(smsMessages.direction, "in")))
    .limit(1);
  return inbound !== undefined;
}
