/**
 * The top of the owner's booking funnel (docs/product.md, "The owner's charts"): one more
 * booking form priced today, counted on the New York day. A counter, not a record of anyone: no
 * address, session or answer is kept. Limited per client address like the other public writes,
 * so one script cannot inflate it without bound.
 */
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { quoteStarts } from "@/lib/platform/db/schema";
import { failure, type Failure } from "@/lib/kernel/failure";
import { newYorkIsoDateOf } from "@/lib/kernel/time/new-york";
import { hitRateLimit, retryMessage, type RateLimitRule } from "@/lib/platform/security/rate-limit";

export const QUOTE_STARTS_PER_ADDRESS: RateLimitRule = { name: "quote-start-address", limit: 20, windowSeconds: 60 * 60 };

export async function recordQuoteStart(db: Database, deps: { address: string; now: Date }): Promise<{ ok: true } | Failure> {
  const limit = await hitRateLimit(db, QUOTE_STARTS_PER_ADDRESS, deps.address, deps.now);
  if (!limit.allowed) return failure("rate-limited", `Too many booking forms from this address. ${retryMessage(limit.retryAfterSeconds)}`, { retryAfterSeconds: limit.retryAfterSeconds });
  await db
    .insert(quoteStarts)
    .values({ day: newYorkIsoDateOf(deps.now), starts: 1 })
    .onConflictDoUpdate({ target: quoteStarts.day, set: { starts: sql`${quoteStarts.starts} + 1` } });
  return { ok: true };
}
