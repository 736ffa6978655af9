import { ADDRESS_NOT_FOUND_MESSAGE, deleteAddress, updateAddress } from "@/lib/account/addresses";
import { addressPatchSchema } from "@/lib/account/address-schema";
import type { DeletedAddressAnswer, SavedAddressAnswer } from "@/lib/account/addresses-contract";
import { activeUser } from "@/lib/web/http/access";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

const address = { access: activeUser, params: uuidIdParams, notFound: ADDRESS_NOT_FOUND_MESSAGE } as const;

/** Changes one of the user's own addresses; another user's id is a 404 like a missing one. */
export const PATCH = route({ ...address, body: addressPatchSchema }, async ({ user, params, body, database }) => {
  const result = await updateAddress(await database(), user.id, params.id, body);
  return result.ok ? ok<SavedAddressAnswer>({ address: result.address }) : result;
});

/** Deletes one of the user's own addresses. */
export const DELETE = route(address, async ({ user, params, database }) =>
  (await deleteAddress(await database(), user.id, params.id)) ? ok<DeletedAddressAnswer>({ deleted: true }) : failure("not-found", ADDRESS_NOT_FOUND_MESSAGE),
);
