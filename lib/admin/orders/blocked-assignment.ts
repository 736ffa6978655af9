/**
 * The staff assignment's refusal of a cleaner the customer must never be sent
 * (docs/product.md#preferred-and-blocked-cleaners), named with who set the block and why.
 */
import { eq } from "drizzle-orm";
import { activeBlock, lockPair } from "@/lib/booking/cleaner-preferences";
import type { Database } from "@/lib/platform/db";
import { users } from "@/lib/platform/db/schema";
import { failure, type Failure } from "@/lib/kernel/failure";

const SETTER_WORDS = { poll: "after a poll rating of 2 or less", staff: "by staff", customer: "by the customer" } as const;

/** A conflict naming the block when the pair is blocked; null when the cleaner may go. Takes the pair's lock. */
export async function blockedPairFailure(db: Database, customerId: string, cleanerId: string): Promise<Failure | null> {
  await lockPair(db, customerId, cleanerId);
  const block = await activeBlock(db, customerId, cleanerId);
  if (!block) return null;
  const names = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, cleanerId));
  const customer = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, customerId));
  const cleanerName = names[0] ? `${names[0].firstName} ${names[0].lastName}` : "This cleaner";
  const customerName = customer[0] ? `${customer[0].firstName} ${customer[0].lastName}` : "this customer";
  const message = `${cleanerName} is blocked for ${customerName} (set ${SETTER_WORDS[block.setBy]} on ${block.createdAt.toISOString().slice(0, 10)}). Undo the block on the customer's page to assign them.`;
  return failure("conflict", message, { fieldErrors: { cleanerId: message } });
}
