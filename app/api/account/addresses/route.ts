import { getDb } from "@/lib/db";
import { addAddress, listAddresses } from "@/lib/account/addresses";
import { addressInputSchema } from "@/lib/account/address-schema";
import { requireActiveApiUser, requireApiUser } from "@/lib/http/guards";
import { parseJsonBody } from "@/lib/http/parse";
import { errorResponse, okResponse } from "@/lib/http/responses";

/** The signed-in user's saved addresses (a blocked user can still read them). */
export async function GET(): Promise<Response> {
  const guarded = await requireApiUser();
  if (!guarded.ok) return guarded.response;
  return okResponse({ addresses: await listAddresses(await getDb(), guarded.user.id) });
}

/** Saves a new address in the service area (at most 10 per user). */
export async function POST(request: Request): Promise<Response> {
  const guarded = await requireActiveApiUser();
  if (!guarded.ok) return guarded.response;
  const parsed = await parseJsonBody(request, addressInputSchema);
  if (!parsed.ok) return parsed.response;
  const result = await addAddress(await getDb(), guarded.user.id, parsed.data);
  return result.ok ? okResponse({ address: result.address }, { status: 201 }) : errorResponse(result.status, result.message);
}
