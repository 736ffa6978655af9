import { z } from "zod";
import { failure, type Failure } from "@/lib/kernel/failure";
import { formatInNewYork } from "@/lib/kernel/format/date-time";

/**
 * When a cabinet action counts as made (docs/product.md, "Actions made offline"). A phone that
 * had no signal sends its queued check-in, "on my way", ticks and check-out later, each with the
 * instant it was made; the server applies it at that instant, within bounds: no later than its
 * own clock plus a little skew between the phone's clock and ours, and no more than 12 hours
 * back, so a queue forgotten overnight cannot rewrite yesterday's visit.
 */

/** How far ahead of the server's clock a phone's clock may run. */
export const MADE_AT_CLOCK_SKEW_MS = 2 * 60 * 1000;

/** How long a queued action may wait on the phone and still be applied. */
export const MADE_AT_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** The fields every cabinet action may carry when the phone queued it (docs/architecture.md, "The cabinet offline"). */
export const offlineStampSchema = z.object({
  /** When the cleaner made the action on the phone (ISO instant); absent means now. */
  madeAt: z.iso.datetime({ offset: true, error: "Send when the action was made as an ISO date and time." }).optional(),
  /** The phone's key for this one action: sent again, it gets the first answer and changes nothing. */
  idempotencyKey: z.uuid({ error: "The idempotency key must be a UUID." }).optional(),
});

export type OfflineStamp = z.output<typeof offlineStampSchema>;

const when = (value: Date) => formatInNewYork(value, "monthDayTime");

/** The instant to apply an action at: `madeAt` when it is inside the bounds, `now` without one, or the refusal. */
export function actionTime(madeAt: string | undefined, now: Date): Date | Failure {
  if (madeAt === undefined) return now;
  const at = new Date(madeAt);
  if (at.getTime() > now.getTime() + MADE_AT_CLOCK_SKEW_MS) {
    return failure(
      "unprocessable",
      `This was dated ${when(at)}, ahead of the office's clock (${when(now)}). Set the phone's date and time to automatic, then do it again.`,
      { code: "made-in-future", fieldErrors: { madeAt: "Later than the office's clock." } },
    );
  }
  if (at.getTime() < now.getTime() - MADE_AT_MAX_AGE_MS) {
    return failure("unprocessable", `This was made at ${when(at)}, more than 12 hours ago, so the phone can no longer record it. Call the office to record it.`, {
      code: "made-too-long-ago",
      fieldErrors: { madeAt: "More than 12 hours ago." },
    });
  }
  return at;
}
