import { sessionsOf, signOutEverywhere } from "@/lib/account/sessions";
import { signedIn } from "@/lib/web/http/access";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import type { SignedOutEverywhereAnswer } from "@/lib/account/sessions-contract";

/** The devices signed in to this account, the calling one marked `current`. */
export const GET = route({ access: signedIn }, async ({ user, sessionId, database }) => ok({ sessions: await sessionsOf(await database(), user.id, sessionId) }));

/** "Sign out everywhere": every session of the account ends, this one included. */
export const DELETE = route({ access: signedIn, openToBlocked: "signing out: a blocked user may always leave" }, async ({ user, database }) => ok<SignedOutEverywhereAnswer>({ signedOut: await signOutEverywhere(await database(), user.id) }));
