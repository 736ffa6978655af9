import { SESSION_NOT_FOUND_MESSAGE, signOutSession } from "@/lib/account/sessions";
import { signedIn } from "@/lib/web/http/access";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";
import type { SignedOutDeviceAnswer } from "@/lib/account/sessions-contract";

/** Signs one of the user's own devices out; another user's session is a 404 like a missing one. */
export const DELETE = route({ access: signedIn, params: uuidIdParams, notFound: SESSION_NOT_FOUND_MESSAGE, openToBlocked: "signing a device out: a blocked user may always leave" }, async ({ user, params, database }) =>
  (await signOutSession(await database(), user.id, params.id)) ? ok<SignedOutDeviceAnswer>({ signedOut: true }) : failure("not-found", SESSION_NOT_FOUND_MESSAGE),
);
