import { getDb } from "@/lib/db";
import { ADDRESS_NOT_FOUND_MESSAGE, deleteAddress, updateAddress } from "@/lib/account/addresses";
import { addressPatchSchema } from "@/lib/account/address-schema";
import { requireActiveApiUser } from "@/lib/http/guards";
import { parseJsonBody } from "@/lib/http/parse";
import { errorResponse, okResponse } from "@/lib/http/responses";

type Context = { params: Promise<{ id: string }> };

/** Changes one of the user's own addresses; another user's id is a 404 like a missing one. */
export async function PATCH(request: Request, context: Context): Promise<Response> {
  const guarded = await requireActiveApiUser();
  if (!guarded.ok) return guarded.response;
  const parsed = await parseJsonBody(request, addressPatchSchema);
  if (!parsed.ok) return parsed.response;
  const { id } = await context.params;
  const result = await updateAddress(await getDb(), guarded.user.id, id, parsed.data);
  return result.ok ? okResponse({ address: result.address }) : errorResponse(result.status, result.message);
}

/** Deletes one of the user's own addresses. */
export async function DELETE(_request: Request, context: Context): Promise<Response> {
  const guarded = await requireActiveApiUser();
  if (!guarded.ok) return guarded.response;
  const { id } = await context.params;
  const deleted = await deleteAddress(await getDb(), guarded.user.id, id);
  return deleted ? okResponse({ deleted: true }) : errorResponse(404, ADDRESS_NOT_FOUND_MESSAGE);
}
