import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { computeQuote } from "@/lib/booking/pricing";
import { availableSlots } from "@/lib/booking/slot-availability";
import { bookableDateRange, isClosedDate, START_PROBLEM_MESSAGES } from "@/lib/booking/slots";
import { bookingContactSchema } from "@/lib/booking/visit-details";
import { failure, INVALID_FIELDS_MESSAGE, type Failure } from "@/lib/kernel/failure";
import { boroughForZip, SERVICE_AREA_REFUSAL } from "@/lib/kernel/service-area";
import { compareIsoDates, isoDateSchema } from "@/lib/kernel/time/calendar-date";
import { localeSchema } from "@/lib/kernel/validation/locale";
import type { Database } from "@/lib/platform/db";
import { waitlistEntries } from "@/lib/platform/db/schema";
import { scheduleJob } from "@/lib/platform/jobs/queue";
import { hitRateLimit, retryMessage, type RateLimitRule } from "@/lib/platform/security/rate-limit";
import { hashToken, newLinkToken } from "@/lib/platform/security/tokens";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import { WAITLIST_JOB_KINDS } from "./job-kinds";
import { startsInWindow, waitlistWindowSchema, windowHours } from "./windows";

/**
 * "Join the waitlist" from the booking wizard when the chosen day or time is full
 * (docs/product.md#waitlist). The visit's length is priced here from the wizard's answers (the
 * browser's is never read); a window that still has a free start is refused, since it can be
 * booked now. One entry per email and date: joining again answers the entry already made.
 */

/** pg_advisory_xact_lock class for "one email's waitlist entries". */
const JOIN_LOCK_CLASS = 0x57_4c; // "WL"

/** Per client address, shared by every host, as the other public writes. */
export const WAITLIST_JOIN_PER_ADDRESS: RateLimitRule = { name: "waitlist-join-address", limit: 10, windowSeconds: 60 * 60 };

export const waitlistJoinSchema = z.object({
  name: bookingContactSchema.shape.name,
  // Trimmed before it is checked: an address pasted with a space around it is still the address.
  email: z.preprocess((value) => (typeof value === "string" ? value.trim().toLowerCase() : value), bookingContactSchema.shape.email),
  /** The quote request as the wizard sends it to /api/quote. */
  request: z.record(z.string(), z.unknown(), { error: "Choose a service" }),
  zip: z.string().trim().regex(/^\d{5}$/, { error: "Enter a 5-digit ZIP code." }),
  date: isoDateSchema,
  window: waitlistWindowSchema,
  locale: localeSchema.default("en"),
});
export type WaitlistJoinInput = z.output<typeof waitlistJoinSchema>;

export const TIMES_OPEN_MESSAGE = "There are still open times in that part of the day: choose one of them to book now.";

export type JoinResult = { ok: true; entryId: string; created: boolean } | Failure;

export async function joinWaitlist(db: Database, input: WaitlistJoinInput, deps: { address: string; now: Date; customerId: string | null }): Promise<JoinResult> {
  const { now } = deps;
  const limit = await hitRateLimit(db, WAITLIST_JOIN_PER_ADDRESS, deps.address, now);
  if (!limit.allowed) return failure("rate-limited", `You have joined the waitlist several times in a short time. ${retryMessage(limit.retryAfterSeconds)}`, { retryAfterSeconds: limit.retryAfterSeconds });
  const borough = boroughForZip(input.zip);
  if (!borough) return failure("invalid", SERVICE_AREA_REFUSAL, { fieldErrors: { zip: SERVICE_AREA_REFUSAL } });
  const { priceTable, travel, closing } = await readBusinessSettings(db);
  const range = bookableDateRange(now);
  if (compareIsoDates(input.date, range.earliest) < 0 || compareIsoDates(input.date, range.latest) > 0) {
    return failure("invalid", START_PROBLEM_MESSAGES["outside-booking-window"], { fieldErrors: { date: START_PROBLEM_MESSAGES["outside-booking-window"] } });
  }
  if (isClosedDate(input.date, closing)) return failure("invalid", START_PROBLEM_MESSAGES["closed-day"], { fieldErrors: { date: START_PROBLEM_MESSAGES["closed-day"] } });
  const priced = computeQuote(input.request, priceTable);
  if (!priced.ok) return failure("invalid", INVALID_FIELDS_MESSAGE, { fieldErrors: priced.errors });
  const { estimatedMinutes, service } = priced.quote;
  const hours = windowHours(input.window);
  const open = await availableSlots(db, { date: input.date, durationMinutes: estimatedMinutes, travel, borough, now, customerId: deps.customerId, closing });
  if (open.some((start) => startsInWindow(start, hours))) return failure("conflict", TIMES_OPEN_MESSAGE, { code: "times-open" });

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${JOIN_LOCK_CLASS}::int, hashtext(${input.email}))`);
    const [same] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.email, input.email), eq(waitlistEntries.date, input.date), inArray(waitlistEntries.status, ["waiting", "offered"])))
      .limit(1);
    if (same) return { ok: true as const, entryId: same.id, created: false };
    const [row] = await tx
      .insert(waitlistEntries)
      .values({
        customerId: deps.customerId,
        email: input.email,
        name: input.name,
        locale: input.locale,
        serviceSlug: service.slug,
        durationMinutes: estimatedMinutes,
        zip: input.zip,
        borough,
        date: input.date,
        ...hours,
        // Unusable until an email carries a link: each email issues its own (./jobs.ts).
        tokenHash: hashToken(newLinkToken()),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: waitlistEntries.id });
    if (!row) throw new Error("waitlist entry not stored");
    await scheduleJob(tx, { kind: WAITLIST_JOB_KINDS.joinedMail, payload: { entryId: row.id }, runAt: now, dedupeKey: `${WAITLIST_JOB_KINDS.joinedMail}:${row.id}`, at: now });
    // A time freed between the check above and this commit would go to nobody: the freeing side
    // looked for someone waiting before this entry existed. So joining also runs an offer for the
    // date, under the day's lock, after this commit; when nothing is free it offers nothing.
    await scheduleJob(tx, { kind: WAITLIST_JOB_KINDS.offer, payload: { date: input.date }, runAt: now, dedupeKey: `${WAITLIST_JOB_KINDS.offer}:joined:${row.id}`, at: now });
    return { ok: true as const, entryId: row.id, created: true };
  });
}
