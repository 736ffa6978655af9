import { getSessionUser } from "@/lib/auth/session";
import { stepFourStartFor, type StepFourStart } from "@/lib/booking/address-choices";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/**
 * GET /api/booking/addresses: the addresses step 4 of the booking form offers (the signed-in
 * user's saved ones and their last booking's, marked `lastBooked`) and the phone on their profile.
 * Open to visitors, who get an empty list and no phone: the form asks without knowing who is
 * signed in, and addresses are personal.
 */
export const GET = route({ access: "public" }, async ({ database }) => {
  const user = await getSessionUser();
  if (!user) return ok<StepFourStart>({ addresses: [], phone: null });
  return ok<StepFourStart>(await stepFourStartFor(await database(), user.id));
});
