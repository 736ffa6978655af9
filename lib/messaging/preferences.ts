import { eq } from "drizzle-orm";
import { OPT_IN_CUSTOMER_SMS_TYPES, type SmsType } from "@/lib/kernel/enums/sms";
import type { Database } from "@/lib/platform/db";
import { smsPreferences } from "@/lib/platform/db/schema";
import { CUSTOMER_TEXT_TYPES, type CustomerTextType } from "./text-types";

/**
 * The kinds of text an account switched off in its profile (docs/product.md#text-messages).
 * Stored as the list of muted types (sms_preferences.muted_types); no row is every kind on,
 * except the opt-in kinds (the review request, docs/product.md#review-requests), which are off
 * until the account switches them on (sms_preferences.allowed_types).
 */

const OPT_IN: ReadonlySet<SmsType> = new Set(OPT_IN_CUSTOMER_SMS_TYPES);

/**
 * The types of text this account does not want. The sending side skips a text whose type is in
 * it; no row is every kind on but the opt-in ones. Consent is a separate question (./consent.ts).
 */
export async function mutedTextTypes(db: Database, userId: string): Promise<ReadonlySet<SmsType>> {
  const [row] = await db.select({ mutedTypes: smsPreferences.mutedTypes, allowedTypes: smsPreferences.allowedTypes }).from(smsPreferences).where(eq(smsPreferences.userId, userId));
  const allowed = new Set(row?.allowedTypes ?? []);
  return new Set([...(row?.mutedTypes ?? []), ...OPT_IN_CUSTOMER_SMS_TYPES.filter((type) => !allowed.has(type))]);
}

/** The customer switches that are off, in the order the settings show them. */
export async function mutedCustomerTextTypes(db: Database, userId: string): Promise<CustomerTextType[]> {
  const muted = await mutedTextTypes(db, userId);
  return CUSTOMER_TEXT_TYPES.filter((type) => muted.has(type));
}

/**
 * Sets which customer texts are off: exactly `muted`, every other customer type on (an opt-in
 * type left out of `muted` is switched on). Other muted types the list may hold (none today)
 * are kept. Answers the switches that are off.
 */
export async function saveMutedTextTypes(db: Database, userId: string, muted: readonly CustomerTextType[]): Promise<CustomerTextType[]> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ mutedTypes: smsPreferences.mutedTypes }).from(smsPreferences).where(eq(smsPreferences.userId, userId)).for("update");
    const customerTypes: ReadonlySet<SmsType> = new Set(CUSTOMER_TEXT_TYPES);
    const kept = (current?.mutedTypes ?? []).filter((type) => !customerTypes.has(type));
    const wanted = new Set<SmsType>(muted);
    const mutedTypes = [...kept, ...CUSTOMER_TEXT_TYPES.filter((type) => wanted.has(type) && !OPT_IN.has(type))];
    const allowedTypes = OPT_IN_CUSTOMER_SMS_TYPES.filter((type) => !wanted.has(type));
    await tx.insert(smsPreferences).values({ userId, mutedTypes, allowedTypes }).onConflictDoUpdate({ target: smsPreferences.userId, set: { mutedTypes, allowedTypes } });
    return CUSTOMER_TEXT_TYPES.filter((type) => wanted.has(type));
  });
}
