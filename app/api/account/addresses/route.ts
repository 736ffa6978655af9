import { addAddress, listAddresses } from "@/lib/account/addresses";
import { addressInputSchema } from "@/lib/account/address-schema";
import type { SavedAddressAnswer } from "@/lib/account/addresses-contract";
import { activeUser, signedIn } from "@/lib/web/http/access";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** The signed-in user's saved addresses (a blocked user can still read them). */
export const GET = route({ access: signedIn }, async ({ user, database }) => ok({ addresses: await listAddresses(await database(), user.id) }));

/** Saves a new address in the service area (at most 10 per user). */
export const POST = route({ access: activeUser, body: addressInputSchema }, async ({ user, body, database }) => {
  const result = await addAddress(await database(), user.id, body);
  return result.ok ? ok<SavedAddressAnswer>({ address: result.address }, { status: 201 }) : result;
});
