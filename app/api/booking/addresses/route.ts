import { getSessionUser } from "@/lib/auth/session";
import { addressChoicesFor } from "@/lib/booking/address-choices";
import { getDb } from "@/lib/db";
import { okResponse } from "@/lib/http/responses";

/**
 * GET /api/booking/addresses: the addresses step 4 of the booking form offers (the signed-in
 * user's saved ones and their last booking's). Visitors get an empty list: addresses are personal.
 */
export async function GET(): Promise<Response> {
  const user = await getSessionUser();
  if (!user) return okResponse({ addresses: [] });
  return okResponse({ addresses: await addressChoicesFor(await getDb(), user.id) });
}
