import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { isUuid } from "@/lib/kernel/ids";
import { getSessionUser } from "@/lib/auth/session";
import { cachedBusinessSettings } from "@/lib/booking/settings-cache";
import { availableSlots } from "@/lib/booking/slot-availability";
import { durationFromQuery } from "@/lib/booking/slot-query";
import { isoDateSchema } from "@/lib/booking/slots";
import { getDb } from "@/lib/platform/db";
import { orders } from "@/lib/platform/db/schema";
import { failure, INVALID_FIELDS_MESSAGE } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** A visit can last up to about a day (a large post-construction job). */
const MAX_DURATION_MINUTES = 26 * 60;

const querySchema = z
  .object({
    date: isoDateSchema,
    durationMinutes: z.coerce
      .number({ error: "Give the visit's length in minutes." })
      .int({ error: "Give the visit's length in whole minutes." })
      .min(30, { error: "Give the visit's length in minutes." })
      .max(MAX_DURATION_MINUTES, { error: "That visit is too long to book online; please contact us." })
      .optional(),
    service: z.string().max(80).optional(),
    /** When rescheduling: the order being moved does not block its own new time. */
    excludeOrderId: z.string().max(60).optional(),
  })
  .refine((query) => query.durationMinutes !== undefined || query.service !== undefined, {
    message: "Give the visit's length (durationMinutes) or the service and its details.",
    path: ["durationMinutes"],
  });

/**
 * GET /api/slots?date=YYYY-MM-DD&durationMinutes=150 (or the quote request's fields instead of
 * durationMinutes): the start times (New York, on the hour, 8:00 to 17:00) that capacity allows
 * for a visit that long. Open to visitors; submitting checks again under the day's lock.
 */
export const GET = route({ access: "public", query: querySchema }, async ({ request, query }) => {
  const { date, excludeOrderId } = query;
  const db = await getDb();
  const { capacity, priceTable, closing } = await cachedBusinessSettings(db);
  let durationMinutes = query.durationMinutes;
  if (durationMinutes === undefined) {
    // The quote request's own fields, which the schema above lets through unnamed.
    const duration = durationFromQuery(Object.fromEntries(new URL(request.url).searchParams), priceTable);
    if (!duration.ok) return failure("invalid", INVALID_FIELDS_MESSAGE, { fieldErrors: duration.errors });
    durationMinutes = duration.minutes;
  }
  const exclude = excludeOrderId ? await ownOrderId(excludeOrderId) : undefined;
  const times = await availableSlots(db, { date, durationMinutes, capacity, now: new Date(), excludeOrderId: exclude, closing });
  return ok({ date, durationMinutes, times: times.map((time) => time.toISOString()) });
});

/** Only the signed-in customer's own order may be left out of the count. */
async function ownOrderId(orderId: string): Promise<string | undefined> {
  if (!isUuid(orderId)) return undefined;
  const user = await getSessionUser();
  if (!user) return undefined;
  const [row] = await (await getDb())
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, user.id)));
  return row?.id;
}
