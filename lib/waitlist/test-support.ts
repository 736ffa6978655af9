import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { jobs, waitlistEntries } from "@/lib/platform/db/schema";
import { WAITLIST_JOB_KINDS } from "./job-kinds";

/** Someone waiting for a morning in Queens on `date` (docs/product.md#waitlist): offers are queued only while someone waits. */
export async function someoneWaitsOn(db: Database, date: string): Promise<void> {
  await db.insert(waitlistEntries).values({
    email: `waiting-${date}@example.test`,
    name: "Rosa Waiting",
    serviceSlug: "residential-cleaning",
    durationMinutes: 180,
    zip: "11372",
    borough: "Queens",
    date,
    fromHour: 8,
    toHour: 11,
    tokenHash: `waiting-token-${date}`,
  });
}

/** The waitlist offer jobs queued so far. */
export function queuedOffers(db: Database) {
  return db.select().from(jobs).where(eq(jobs.kind, WAITLIST_JOB_KINDS.offer));
}
