import { z } from "zod";
import { failure, type Failure } from "@/lib/kernel/failure";

/**
 * Optimistic concurrency on an order (docs/realtime.md#concurrent-staff-changes): every change
 * but a staff note raises the order's `version`; a page sends the version it showed with its
 * action, and an action on an order that moved on since is refused rather than applied to an
 * order nobody looked at. Staff actions and the customer's own edit use this one check.
 */
export const STALE_ORDER_MESSAGE = "This order was changed by someone else since you opened it. Its page now shows the latest; check it and try again.";

/** The code a browser sees with the 409, so it can offer to load the order as it is now. */
export const STALE_ORDER_CODE = "stale-order";

/** The version the page showed; optional, so callers that show no order (scripts, the API) still work. */
export const expectedVersionSchema = z.number({ error: "expectedVersion must be a whole number." }).int().positive().optional();

/**
 * The refusal for an action against an older version, or null. Call it on the row locked for
 * the change (SELECT … FOR UPDATE), so nothing can slip in between this check and the write.
 */
export function staleVersionFailure(expectedVersion: number | undefined, currentVersion: number): Failure | null {
  return expectedVersion !== undefined && expectedVersion !== currentVersion ? failure("conflict", STALE_ORDER_MESSAGE, { code: STALE_ORDER_CODE }) : null;
}
