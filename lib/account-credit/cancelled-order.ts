import { and, eq } from "drizzle-orm";
import { accountCreditEntries } from "@/lib/platform/db/schema";
import type { Transaction } from "@/lib/platform/db/transaction";
import { lockCreditAccount } from "./ledger";

export const CREDIT_RETURNED_REASON = "Credit returned: the visit was cancelled";

/**
 * A cancelled visit gives back the credit it spent, as an adjustment with its reason, once:
 * the account is locked and an earlier return for the order is looked for first.
 */
export async function returnCreditOfCancelled(tx: Transaction, order: { id: string; customerId: string }, now: Date): Promise<void> {
  const [spent] = await tx
    .select({ amountCents: accountCreditEntries.amountCents })
    .from(accountCreditEntries)
    .where(and(eq(accountCreditEntries.orderId, order.id), eq(accountCreditEntries.kind, "spent")));
  if (!spent) return;
  await lockCreditAccount(tx, order.customerId);
  const [returned] = await tx
    .select({ id: accountCreditEntries.id })
    .from(accountCreditEntries)
    .where(and(eq(accountCreditEntries.orderId, order.id), eq(accountCreditEntries.kind, "adjusted"), eq(accountCreditEntries.reason, CREDIT_RETURNED_REASON)));
  if (returned) return;
  await tx.insert(accountCreditEntries).values({ userId: order.customerId, kind: "adjusted", amountCents: -spent.amountCents, orderId: order.id, reason: CREDIT_RETURNED_REASON, createdAt: now });
}
