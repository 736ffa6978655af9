import { getDb } from "@/lib/platform/db";
import { listAddresses, type SavedAddress } from "./addresses";
import { confirmEmailChange, type ConfirmEmailOutcome } from "./change-email";
import { loadProfile, type AccountProfile } from "./profile";
import type { SessionView } from "./session-view";
import { sessionsOf } from "./sessions";

/** The account pages (docs/architecture.md, "Pages and handlers are thin"). */

/** /profile: the details, the saved addresses and the signed-in devices; null for an account just deleted. */
export async function profilePageView(userId: string, sessionId: string | null): Promise<{ profile: AccountProfile; addresses: SavedAddress[]; sessions: SessionView[] } | null> {
  const db = await getDb();
  const [profile, addresses, sessions] = await Promise.all([loadProfile(db, userId), listAddresses(db, userId), sessionsOf(db, userId, sessionId)]);
  return profile ? { profile, addresses, sessions } : null;
}

/** /change-password: the profile the form greets. */
export async function changePasswordPageView(userId: string): Promise<AccountProfile | null> {
  return loadProfile(await getDb(), userId);
}

/** /auth/confirm-email: the link from the new address, applied as the page opens. */
export async function confirmEmailFromLink(token: string, currentSession: { userId: string; sessionId: string } | undefined, now: Date = new Date()): Promise<ConfirmEmailOutcome> {
  return confirmEmailChange(await getDb(), token, currentSession, now);
}
