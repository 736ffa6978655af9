import { AVAILABILITY_MESSAGES, cleanerAvailabilitySchema, setCleanerAvailability } from "@/lib/booking/availability/cleaner-availability";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/**
 * Sets a cleaner's working week and boroughs, or takes them off the booking schedule (audited).
 * Held by those who assign cleaners (`orders.manage`, docs/product.md#cleaners-availability).
 */
export const PUT = route({ access: requireAdminApi("orders.manage"), params: uuidIdParams, notFound: AVAILABILITY_MESSAGES.notFound, body: cleanerAvailabilitySchema }, async ({ user, params, body, database }) => {
  const result = await setCleanerAvailability(await database(), user, params.id, body, new Date());
  return result.ok ? ok({ onSchedule: result.availability !== null, changed: result.changed }) : result;
});
