import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/platform/db";
import { unfinishedQuotes, users } from "@/lib/platform/db/schema";
import type { Transaction } from "@/lib/platform/db/transaction";
import { hashToken } from "@/lib/platform/security/tokens";
import { quoteRequestSchema } from "../quote-request";
import type { QuoteAnswers } from "./save-quote";

/** A quote's link opens the answers for 14 days after the email (docs/product.md#unfinished-bookings). */
export const RESUME_LINK_DAYS = 14;
const DAY_MS = 86_400_000;
/** The shape of our link tokens (newLinkToken: 32 bytes, base64url); anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Stored answers are read back through the quote request's own schema: a damaged row restores nothing. */
const storedAnswersSchema = z.object({ request: quoteRequestSchema, date: z.string().max(10).nullable() });

/** The answers behind a resume link, or null for a forged, unknown or expired one. */
export async function restoreQuoteAnswers(db: Database, token: string, now: Date): Promise<QuoteAnswers | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ answers: unfinishedQuotes.answers, sentAt: unfinishedQuotes.sentAt })
    .from(unfinishedQuotes)
    .where(eq(unfinishedQuotes.tokenHash, hashToken(token)));
  if (!row?.sentAt || now.getTime() - row.sentAt.getTime() > RESUME_LINK_DAYS * DAY_MS) return null;
  const parsed = storedAnswersSchema.safeParse(row.answers);
  return parsed.success ? { request: { ...parsed.data.request }, date: parsed.data.date } : null;
}

/** Whether a link's token is one of our quotes' (the unsubscribe page's question before it asks). */
export async function isQuoteLink(db: Database, token: string): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false;
  const [row] = await db.select({ id: unfinishedQuotes.id }).from(unfinishedQuotes).where(eq(unfinishedQuotes.tokenHash, hashToken(token)));
  return Boolean(row);
}

/** The unsubscribe link: true for one of our quotes (again and again), false for a token that is not ours. */
export async function unsubscribeQuote(db: Database, token: string): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false;
  const [row] = await db.select({ id: unfinishedQuotes.id, status: unfinishedQuotes.status }).from(unfinishedQuotes).where(eq(unfinishedQuotes.tokenHash, hashToken(token)));
  if (!row) return false;
  if (row.status === "pending" || row.status === "sent") await db.update(unfinishedQuotes).set({ status: "unsubscribed" }).where(eq(unfinishedQuotes.id, row.id));
  return true;
}

/** Booking marks the open quotes of the account's and the contact's email booked, in the booking's transaction (../submit-booking.ts). */
export async function markQuotesBooked(tx: Transaction, customerId: string, contactEmail: string): Promise<void> {
  const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, customerId));
  const wanted = [...new Set([contactEmail, account?.email ?? contactEmail].map((email) => email.trim().toLowerCase()))];
  await tx.update(unfinishedQuotes).set({ status: "booked" }).where(and(inArray(unfinishedQuotes.email, wanted), inArray(unfinishedQuotes.status, ["pending", "sent"])));
}
