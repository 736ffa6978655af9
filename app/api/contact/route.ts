import { MAINTENANCE_BYPASS_ROLES, hasRole } from "@/lib/auth/roles";
import { getSessionUser } from "@/lib/auth/session";
import { contactRequestSchema } from "@/lib/contact/contact-schema";
import { CONTACT_THANKS, submitContact } from "@/lib/contact/submit-contact";
import { getDb } from "@/lib/db";
import { parseJsonBody } from "@/lib/http/parse";
import { errorResponse, okResponse, tooManyRequests } from "@/lib/http/responses";
import { requestLogger } from "@/lib/log/logger";
import { addressFromHeaders } from "@/lib/server/client-address";
import { maintenanceState } from "@/lib/settings/maintenance";

const MAINTENANCE_MESSAGE = "We are doing some maintenance right now. Please try again a little later, or call us.";

const FAILURE_MESSAGE = "We could not send your message just now. Please try again in a minute, or call us.";

/**
 * /contact is behind the maintenance check (SPEC.md section 2) and proxy.ts never sees /api/,
 * so its form's endpoint checks again here. An unreadable flag lets the message through.
 */
async function heldByMaintenance(): Promise<boolean> {
  if ((await maintenanceState()) !== true) return false;
  return !hasRole((await getSessionUser())?.role, MAINTENANCE_BYPASS_ROLES);
}

/** POST /api/contact: the contact form; 400 with messages per field, 429 when sent too often. */
export async function POST(request: Request): Promise<Response> {
  if (await heldByMaintenance()) return errorResponse(503, MAINTENANCE_MESSAGE);
  const parsed = await parseJsonBody(request, contactRequestSchema);
  if (!parsed.ok) return parsed.response;
  const logger = requestLogger(request.headers);
  try {
    const result = await submitContact(await getDb(), parsed.data, { address: addressFromHeaders(request.headers), logger });
    if (!result.ok) return tooManyRequests(result.message, result.retryAfterSeconds);
    return okResponse({ message: CONTACT_THANKS });
  } catch (error) {
    logger.error({ err: error }, "contact: the message could not be stored");
    return errorResponse(500, FAILURE_MESSAGE);
  }
}
