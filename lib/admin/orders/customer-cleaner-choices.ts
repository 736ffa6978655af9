/**
 * What the admin order page's assign control says about the customer's cleaners
 * (docs/product.md#preferred-and-blocked-cleaners): whom they prefer (a warning when another is
 * chosen, never a stop) and whom they blocked (the assignment is refused on the server).
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { cleanerPreferences, users } from "@/lib/platform/db/schema";
import type { CustomerCleanerChoices } from "./assign-warning";

export type { CustomerCleanerChoices } from "./assign-warning";


export async function customerCleanerChoices(db: Database, customerId: string): Promise<CustomerCleanerChoices> {
  const [customer] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, customerId));
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, kind: cleanerPreferences.kind })
    .from(cleanerPreferences)
    .innerJoin(users, eq(users.id, cleanerPreferences.cleanerId))
    .where(and(eq(cleanerPreferences.customerId, customerId), isNull(cleanerPreferences.undoneAt)));
  return {
    customerFirstName: customer?.firstName ?? "The customer",
    preferred: rows.filter((row) => row.kind === "preferred").map((row) => ({ id: row.id, firstName: row.firstName })),
    blockedIds: rows.filter((row) => row.kind === "blocked").map((row) => row.id),
  };
}
