import { profilePageView } from "@/lib/account/account-pages";
import { getDb } from "@/lib/platform/db";
import { textSettingsView, type TextsAccount } from "./profile-texts";

/**
 * /profile (docs/architecture.md, "Pages and handlers are thin"): the account's own page with
 * its texts box and switches. Here rather than in lib/account because it reads both, and
 * messaging may read the account while the account may not read messaging (docs/architecture.md, "Tiers").
 */
export async function profileWithTextsPageView(account: TextsAccount, sessionId: string | null) {
  const [view, texts] = await Promise.all([profilePageView(account.id, sessionId), getDb().then((db) => textSettingsView(db, account))]);
  return view ? { ...view, texts } : null;
}
