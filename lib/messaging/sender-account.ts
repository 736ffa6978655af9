import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { smsConsents, users } from "@/lib/platform/db/schema";

/** Whose texts the inbox matches to an account: customers and cleaners (docs/product.md#text-messages). */
const TEXTING_ROLES = ["Customer", "Cleaner"] as const;

/**
 * The account a text from `phone` (E.164) came from: the one customer or cleaner whose profile
 * has that number, or, when none has, the account that opted in from it. Null when no account
 * or several do: a guess would put a stranger's words in someone's history.
 *
 * Profiles may hold the number as it was typed ("(917) 555-0123"), so digits are compared: a US
 * number matches with or without its leading 1.
 */
export async function accountForPhone(db: Database, phone: string): Promise<string | null> {
  const digits = phone.slice(1);
  const forms = digits.length === 11 && digits.startsWith("1") ? [digits, digits.slice(1)] : [digits];
  const matches = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, [...TEXTING_ROLES]), inArray(sql`regexp_replace(${users.phone}, '[^0-9]', '', 'g')`, forms)))
    .limit(2);
  if (matches.length === 1) return matches[0]?.id ?? null;
  if (matches.length > 1) return null;
  const [consent] = await db.select({ userId: smsConsents.userId }).from(smsConsents).where(eq(smsConsents.phone, phone));
  return consent?.userId ?? null;
}
