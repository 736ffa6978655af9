import { getDb } from "@/lib/platform/db";
import { creditBalance, creditHistory, type CreditEntry } from "./ledger";

/** The staff user page's "Account credit" card: the balance and the latest entries (the page checked the viewer). */
export async function staffCreditPageView(userId: string): Promise<{ balanceCents: number; entries: CreditEntry[] }> {
  const db = await getDb();
  const [balanceCents, entries] = await Promise.all([creditBalance(db, userId), creditHistory(db, userId, 10)]);
  return { balanceCents, entries };
}
