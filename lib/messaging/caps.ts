import { sql } from "drizzle-orm";
import { newYorkIsoDateOf } from "@/lib/kernel/time/new-york";
import { getConfig } from "@/lib/platform/config";
import type { Database } from "@/lib/platform/db";
import { smsDailyCounts } from "@/lib/platform/db/schema";

/**
 * How many texts may go out in one New York day (docs/product.md#text-messages), so a bug cannot run up the bill.
 * Per recipient: a customer's busiest day is about five texts (received, confirmed, reminder,
 * on my way, complete) and a conversation with the office a few more. Overall: far above a busy
 * day of a cleaning company, far below a bill that hurts. Both are settings
 * (SMS_DAILY_CAP_PER_RECIPIENT, 15, and SMS_DAILY_CAP, 1,000: docs/messaging.md, "Settings").
 */
export interface SmsDailyCaps {
  perRecipient: number;
  overall: number;
}

/** The configured caps. */
export function configuredDailyCaps(): SmsDailyCaps {
  const config = getConfig();
  return { perRecipient: config.SMS_DAILY_CAP_PER_RECIPIENT, overall: config.SMS_DAILY_CAP };
}

/** The counter of all texts of a day; a phone (E.164, "+…") can never be this. */
const OVERALL = "all";

export type CapCheck = { allowed: true } | { allowed: false; reason: "recipient-cap" | "overall-cap" };

/** Thrown inside the transaction to take the overall count back when the recipient's is full. */
class RecipientCapReached extends Error {}

/**
 * Counts one text to `phone` (E.164) on `now`'s New York day, or refuses it when either count is
 * full; a refused text counts nowhere. Each count is one upsert that adds one only while it is
 * under its cap, so the row's lock makes the check and the count one step: texts sent together
 * from any host never pass a cap. The overall count is always taken first, so transactions that
 * count several texts wait for each other there instead of deadlocking on two recipients.
 * Inside a caller's transaction it runs in a savepoint.
 */
export async function countDailyText(db: Database, phone: string, now: Date, caps: SmsDailyCaps = configuredDailyCaps()): Promise<CapCheck> {
  const day = newYorkIsoDateOf(now);
  try {
    return await db.transaction(async (tx) => {
      if (!(await addOne(tx, day, OVERALL, caps.overall))) return { allowed: false, reason: "overall-cap" };
      if (!(await addOne(tx, day, phone, caps.perRecipient))) throw new RecipientCapReached();
      return { allowed: true };
    });
  } catch (error) {
    if (error instanceof RecipientCapReached) return { allowed: false, reason: "recipient-cap" };
    throw error;
  }
}

/** Adds one to a day's counter if it is under `cap`; false when it is full. */
async function addOne(db: Database, day: string, scope: string, cap: number): Promise<boolean> {
  if (cap < 1) return false;
  const counted = await db
    .insert(smsDailyCounts)
    .values({ day, scope, sent: 1 })
    .onConflictDoUpdate({
      target: [smsDailyCounts.day, smsDailyCounts.scope],
      set: { sent: sql`${smsDailyCounts.sent} + 1` },
      setWhere: sql`${smsDailyCounts.sent} < ${cap}`,
    })
    .returning({ sent: smsDailyCounts.sent });
  return counted.length > 0;
}
