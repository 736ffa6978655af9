import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { failure, INVALID_FIELDS_MESSAGE, type Failure } from "@/lib/kernel/failure";
import { isoDateSchema } from "@/lib/kernel/time/calendar-date";
import { localeSchema } from "@/lib/kernel/validation/locale";
import type { Database } from "@/lib/platform/db";
import { unfinishedQuotes } from "@/lib/platform/db/schema";
import { scheduleJob } from "@/lib/platform/jobs/queue";
import { hitRateLimit, retryMessage, type RateLimitRule } from "@/lib/platform/security/rate-limit";
import { hashToken, newLinkToken } from "@/lib/platform/security/tokens";
import { holidaySurchargeOn } from "@/lib/settings/closing-calendar";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import { computeQuote } from "../pricing";
import { bookingContactSchema } from "../visit-details";

/**
 * "Email me my quote" (docs/product.md#unfinished-bookings): the wizard's answers and the quote
 * the server prices from them (the browser's price is never read), kept for one email an hour
 * later. One pending quote per email: the same answers again find it, new answers replace it.
 */

export const UNFINISHED_QUOTE_JOB_KIND = "booking:unfinished-quote";
export const RECOVERY_DELAY_MS = 60 * 60 * 1000;
/** pg_advisory_xact_lock class for "one email's unfinished quotes". */
const QUOTE_LOCK_CLASS = 0x55_51; // "UQ"

/** Per client address, shared by every host: a person asks a handful of times, a bot stops here. */
export const SAVED_QUOTE_PER_ADDRESS: RateLimitRule = { name: "saved-quote-address", limit: 10, windowSeconds: 60 * 60 };

export const savedQuoteSchema = z.object({
  email: bookingContactSchema.shape.email.transform((email) => email.trim().toLowerCase()),
  consent: z.literal(true, { error: "Tick the box to have your quote emailed." }),
  /** The quote request as the wizard sends it to /api/quote; checked against the price table below. */
  request: z.record(z.string(), z.unknown(), { error: "Choose a service" }),
  /** The New York date chosen, if any: an open holiday's surcharge is priced in. */
  date: isoDateSchema.nullish(),
  locale: localeSchema.default("en"),
});
export type SavedQuoteInput = z.output<typeof savedQuoteSchema>;

export const unfinishedQuoteKey = (id: string) => `${UNFINISHED_QUOTE_JOB_KIND}:${id}`;

/** The answers as stored (and as the wizard restores them). */
export interface QuoteAnswers {
  request: Record<string, unknown>;
  date: string | null;
}

function answersHashOf(answers: QuoteAnswers): string {
  // The checked request's keys come in one order (the schema's), so the same answers hash alike.
  return createHash("sha256").update(JSON.stringify(answers), "utf8").digest("hex");
}

export type SaveQuoteResult = { ok: true; id: string; totalCents: number; created: boolean } | Failure;

export async function saveUnfinishedQuote(db: Database, input: SavedQuoteInput, deps: { address: string; now: Date }): Promise<SaveQuoteResult> {
  const limit = await hitRateLimit(db, SAVED_QUOTE_PER_ADDRESS, deps.address, deps.now);
  if (!limit.allowed) return failure("rate-limited", `You have saved several quotes in a short time. ${retryMessage(limit.retryAfterSeconds)}`, { retryAfterSeconds: limit.retryAfterSeconds });
  const { priceTable, closing } = await readBusinessSettings(db);
  const date = input.date ?? null;
  const priced = computeQuote(input.request, priceTable, { holidaySurcharge: date ? holidaySurchargeOn(date, closing) : undefined });
  if (!priced.ok) return failure("invalid", INVALID_FIELDS_MESSAGE, { fieldErrors: priced.errors });
  const answers: QuoteAnswers = { request: { ...priced.quote.request }, date };
  const answersHash = answersHashOf(answers);
  const quote = priced.quote;
  return db.transaction(async (tx) => {
    // One email's saves in turn: two at once cannot both leave a pending quote.
    await tx.execute(sql`select pg_advisory_xact_lock(${QUOTE_LOCK_CLASS}::int, hashtext(${input.email}))`);
    const [same] = await tx
      .select({ id: unfinishedQuotes.id })
      .from(unfinishedQuotes)
      .where(and(eq(unfinishedQuotes.email, input.email), eq(unfinishedQuotes.answersHash, answersHash), inArray(unfinishedQuotes.status, ["pending", "sent"])))
      .limit(1);
    // Already saved (or already mailed): never a second quote, never a second email.
    if (same) return { ok: true as const, id: same.id, totalCents: quote.totalCents, created: false };
    await tx.update(unfinishedQuotes).set({ status: "replaced" }).where(and(eq(unfinishedQuotes.email, input.email), eq(unfinishedQuotes.status, "pending")));
    const [row] = await tx
      .insert(unfinishedQuotes)
      .values({
        email: input.email,
        answers: { ...answers },
        answersHash,
        quoteCents: quote.totalCents,
        serviceName: quote.service.name,
        locale: input.locale,
        // Unusable until the email goes: the job issues the link's token then (./recovery-job.ts).
        tokenHash: hashToken(newLinkToken()),
        createdAt: deps.now,
      })
      .returning({ id: unfinishedQuotes.id });
    if (!row) throw new Error("unfinished quote not stored");
    await scheduleJob(tx, { kind: UNFINISHED_QUOTE_JOB_KIND, payload: { quoteId: row.id }, runAt: new Date(deps.now.getTime() + RECOVERY_DELAY_MS), dedupeKey: unfinishedQuoteKey(row.id), at: deps.now });
    return { ok: true as const, id: row.id, totalCents: quote.totalCents, created: true };
  });
}
