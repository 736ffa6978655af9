import { and, asc, desc, eq, gt, inArray, isNotNull, notInArray, or, sql } from "drizzle-orm";
import type { Role } from "@/lib/kernel/enums/roles";
import type { Database } from "@/lib/platform/db";
import { orders, smsConsents, smsMessages, users } from "@/lib/platform/db/schema";
import { orderHeadline, type OrderHeadline } from "@/lib/booking/orders/order-headline";

/**
 * Whose number a thread is (docs/messaging.md, "Staff inbox"), by the rule inbound texts are
 * matched with (lib/messaging/sender-account.ts), for many numbers at once: the one customer or
 * cleaner whose profile has the number (compared by digits, since profiles may hold it as
 * typed), else the account that agreed to texts on it, else the account our latest text to it,
 * or theirs to us, was matched to. Two accounts with one number match neither: a guess would
 * show a stranger's visits beside the thread.
 */

export interface ThreadContact {
  userId: string;
  name: string;
  role: Role;
}

/** Whose texts the inbox matches to an account: customers and cleaners (docs/product.md#text-messages). */
const TEXTING_ROLES: Role[] = ["Customer", "Cleaner"];

const profileDigits = sql<string>`regexp_replace(${users.phone}, '[^0-9]', '', 'g')`;

/** The digit strings a profile may hold for an E.164 number: a US one with or without its leading 1. */
function digitForms(phone: string): string[] {
  const digits = phone.slice(1);
  return digits.length === 11 && digits.startsWith("1") ? [digits, digits.slice(1)] : [digits];
}

/** The contact of each number that has one. */
export async function contactsFor(db: Database, phones: readonly string[]): Promise<Map<string, ThreadContact>> {
  const found = new Map<string, ThreadContact>();
  if (phones.length === 0) return found;
  const phoneOfForm = new Map(phones.flatMap((phone) => digitForms(phone).map((form) => [form, phone] as const)));

  const owners = await db
    .select({ id: users.id, digits: profileDigits, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(and(inArray(users.role, TEXTING_ROLES), inArray(profileDigits, [...phoneOfForm.keys()])));
  const ownersOf = new Map<string, typeof owners>();
  for (const owner of owners) {
    const phone = phoneOfForm.get(owner.digits);
    if (phone) ownersOf.set(phone, [...(ownersOf.get(phone) ?? []), owner]);
  }
  for (const [phone, [owner, ...others]] of ownersOf) {
    if (owner && others.length === 0) found.set(phone, { userId: owner.id, name: `${owner.firstName} ${owner.lastName}`, role: owner.role });
  }

  const missing = phones.filter((phone) => !found.has(phone));
  if (missing.length === 0) return found;
  const consents = await db
    .select({ phone: smsConsents.phone, userId: smsConsents.userId })
    .from(smsConsents)
    .where(and(inArray(smsConsents.phone, missing), isNotNull(smsConsents.userId)));
  const latestTexts = await db
    .selectDistinctOn([smsMessages.phone], { phone: smsMessages.phone, userId: smsMessages.userId })
    .from(smsMessages)
    .where(and(inArray(smsMessages.phone, missing), isNotNull(smsMessages.userId)))
    .orderBy(smsMessages.phone, desc(smsMessages.createdAt), desc(smsMessages.id));
  const userIdOf = new Map<string, string>();
  // The consent is surer than the latest text, so it is set last and wins.
  for (const { phone, userId } of [...latestTexts, ...consents]) if (userId) userIdOf.set(phone, userId);
  if (userIdOf.size === 0) return found;

  const accounts = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(inArray(users.id, [...new Set(userIdOf.values())]));
  const byId = new Map(accounts.map((account) => [account.id, account]));
  for (const [phone, userId] of userIdOf) {
    const account = byId.get(userId);
    if (account) found.set(phone, { userId, name: `${account.firstName} ${account.lastName}`, role: account.role });
  }
  return found;
}

/** How many upcoming visits a thread shows beside it. */
export const UPCOMING_VISITS_SHOWN = 3;

export interface UpcomingVisit extends OrderHeadline {
  /** Whether the contact booked the visit or cleans it. */
  as: "customer" | "cleaner";
}

/** The contact's next visits, as customer or as cleaner: not over by `now`, not completed or cancelled, soonest first. */
export async function upcomingVisitsOf(db: Database, userId: string, now: Date): Promise<UpcomingVisit[]> {
  const rows = await db
    .select({ id: orders.id, number: orders.number, status: orders.status, startsAt: orders.startsAt, endsAt: orders.endsAt, quote: orders.quote, customerId: orders.customerId })
    .from(orders)
    .where(
      and(
        or(eq(orders.customerId, userId), eq(orders.cleanerId, userId)),
        notInArray(orders.status, ["completed", "cancelled"]),
        gt(orders.endsAt, now),
      ),
    )
    .orderBy(asc(orders.startsAt), asc(orders.id))
    .limit(UPCOMING_VISITS_SHOWN);
  return rows.map((row) => ({ ...orderHeadline(row, row.quote.service.name), as: row.customerId === userId ? "customer" : "cleaner" }));
}
