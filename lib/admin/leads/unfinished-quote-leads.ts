import { desc, inArray } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { unfinishedQuotes } from "@/lib/platform/db/schema";

/**
 * Unfinished bookings as leads (docs/product.md#unfinished-bookings): quotes a visitor asked to be
 * emailed and has not booked, with what they were worth. Read-only: they end themselves when
 * the visitor books or unsubscribes.
 */
export interface UnfinishedQuoteLead {
  id: string;
  kind: "unfinished booking";
  email: string;
  serviceName: string;
  quoteCents: number;
  status: "pending" | "sent";
  createdAt: string;
  sentAt: string | null;
}

/** The newest open quotes (waiting for their email, or emailed), newest first. */
export async function listUnfinishedQuoteLeads(db: Database, limit = 50): Promise<UnfinishedQuoteLead[]> {
  const rows = await db
    .select()
    .from(unfinishedQuotes)
    .where(inArray(unfinishedQuotes.status, ["pending", "sent"]))
    .orderBy(desc(unfinishedQuotes.createdAt), desc(unfinishedQuotes.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    kind: "unfinished booking",
    email: row.email,
    serviceName: row.serviceName,
    quoteCents: row.quoteCents,
    status: row.status === "sent" ? "sent" : "pending",
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}
