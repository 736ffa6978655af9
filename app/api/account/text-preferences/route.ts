import { saveMutedTextTypes } from "@/lib/messaging/preferences";
import type { TextPreferencesAnswer } from "@/lib/messaging/text-settings-contract";
import { textPreferencesSchema } from "@/lib/messaging/text-settings-schemas";
import { activeUser } from "@/lib/web/http/access";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/**
 * PUT /api/account/text-preferences: which texts about their visits the signed-in account has
 * switched off (docs/product.md#text-messages). Always the account's own: there is no id to name
 * another.
 */
export const PUT = route({ access: activeUser, body: textPreferencesSchema }, async ({ user, body, database }) =>
  ok<TextPreferencesAnswer>({ mutedTypes: await saveMutedTextTypes(await database(), user.id, body.mutedTypes) }),
);
