import { and, asc, eq, isNull } from "drizzle-orm";
import { getDb, type Database } from "@/lib/platform/db";
import { cleanerPreferences, users } from "@/lib/platform/db/schema";

/** The first names of the cleaners the customer asked for again (docs/product.md#preferred-and-blocked-cleaners). */
export async function preferredCleanerNames(db: Database, customerId: string): Promise<string[]> {
  const rows = await db
    .select({ firstName: users.firstName })
    .from(cleanerPreferences)
    .innerJoin(users, eq(users.id, cleanerPreferences.cleanerId))
    .where(and(eq(cleanerPreferences.customerId, customerId), eq(cleanerPreferences.kind, "preferred"), isNull(cleanerPreferences.undoneAt)))
    .orderBy(asc(cleanerPreferences.createdAt));
  return rows.map((row) => row.firstName);
}

/** /profile's "Your cleaner" card. */
export async function yourCleanersPageView(customerId: string): Promise<string[]> {
  return preferredCleanerNames(await getDb(), customerId);
}
