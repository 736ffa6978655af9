import { and, eq, isNull } from "drizzle-orm";
import { orders, paymentMethods, users } from "@/lib/platform/db/schema";
import type { Transaction } from "@/lib/platform/db/transaction";

/**
 * Whether a "friend" is the referrer under another name (docs/product.md, "Referrals and
 * account credit"): the same account, email, phone, card or home address. We keep no card
 * fingerprint, so the same card is the same brand, last four digits and expiry on both
 * accounts. Answers the reason shown to staff, or null when they are different people.
 */

export interface FriendVisit {
  email: string;
  phone: string;
  street: string;
  zip: string;
}

const digits = (phone: string | null) => (phone ?? "").replace(/\D/g, "").slice(-10);
const email = (text: string | null) => (text ?? "").trim().toLowerCase();
const address = (street: string, zip: string) => `${street.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim()}|${zip.trim()}`;

export async function selfReferralReason(tx: Transaction, referrerId: string, friendId: string, visit: FriendVisit): Promise<string | null> {
  if (referrerId === friendId) return "The customer used their own link.";
  const people = await tx.select({ id: users.id, email: users.email, phone: users.phone }).from(users).where(eq(users.id, referrerId));
  const friend = await tx.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, friendId));
  const referrer = people[0];
  if (!referrer) return "The referring account no longer exists.";
  const referrerVisits = await tx.select({ email: orders.contactEmail, phone: orders.contactPhone, street: orders.street, zip: orders.zip }).from(orders).where(eq(orders.customerId, referrerId));

  const referrerEmails = new Set([email(referrer.email), ...referrerVisits.map((row) => email(row.email))]);
  const friendEmails = [email(friend[0]?.email ?? null), email(visit.email)];
  if (friendEmails.some((candidate) => candidate && referrerEmails.has(candidate))) return "The friend's email is the referrer's.";

  const referrerPhones = new Set([digits(referrer.phone), ...referrerVisits.map((row) => digits(row.phone))].filter((phone) => phone.length === 10));
  const friendPhones = [digits(friend[0]?.phone ?? null), digits(visit.phone)];
  if (friendPhones.some((phone) => referrerPhones.has(phone))) return "The friend's phone is the referrer's.";

  const referrerAddresses = new Set(referrerVisits.map((row) => address(row.street, row.zip)));
  if (referrerAddresses.has(address(visit.street, visit.zip))) return "The friend's address is the referrer's.";

  const cards = (userId: string) =>
    tx
      .select({ brand: paymentMethods.brand, last4: paymentMethods.last4, expMonth: paymentMethods.expMonth, expYear: paymentMethods.expYear })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.removedAt)));
  const cardKey = (card: { brand: string; last4: string; expMonth: number; expYear: number }) => `${card.brand}|${card.last4}|${card.expMonth}|${card.expYear}`;
  const referrerCards = new Set((await cards(referrerId)).map(cardKey));
  if ((await cards(friendId)).some((card) => referrerCards.has(cardKey(card)))) return "The friend's card is the referrer's.";
  return null;
}
