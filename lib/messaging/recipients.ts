import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { users } from "@/lib/platform/db/schema";
import { toE164 } from "@/lib/kernel/phone/phone-number";

/**
 * Who a text about an order goes to (docs/messaging.md, "What is texted"): the number in E.164,
 * and the account whose settings may have switched that kind of text off.
 */
export interface TextRecipient {
  /** E.164. */
  phone: string;
  userId: string;
  firstName: string;
}

const e164 = (phone: string | null | undefined): string | null => {
  if (!phone) return null;
  const read = toE164(phone);
  return read.ok ? read.e164 : null;
};

async function account(db: Database, userId: string) {
  const [row] = await db.select({ id: users.id, phone: users.phone, firstName: users.firstName }).from(users).where(eq(users.id, userId));
  return row;
}

/**
 * The customer of an order: the contact phone given with the booking (the person at the door),
 * or, when that cannot take a text, the account's own phone; null when neither can.
 */
export async function customerRecipient(db: Database, order: { customerId: string; contactPhone: string }): Promise<TextRecipient | null> {
  const customer = await account(db, order.customerId);
  if (!customer) return null;
  const phone = e164(order.contactPhone) ?? e164(customer.phone);
  return phone ? { phone, userId: customer.id, firstName: customer.firstName } : null;
}

/** A cleaner, at their account's phone; null without one that can take a text. */
export async function cleanerRecipient(db: Database, cleanerId: string): Promise<TextRecipient | null> {
  const cleaner = await account(db, cleanerId);
  const phone = e164(cleaner?.phone);
  return cleaner && phone ? { phone, userId: cleaner.id, firstName: cleaner.firstName } : null;
}
