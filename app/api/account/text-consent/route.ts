import { setProfileTextConsent } from "@/lib/messaging/profile-texts";
import type { TextConsentAnswer } from "@/lib/messaging/text-settings-contract";
import { textConsentSchema } from "@/lib/messaging/text-settings-schemas";
import { signedIn } from "@/lib/web/http/access";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/**
 * PUT /api/account/text-consent: the profile's texts box for the signed-in account's own phone
 * (docs/product.md#text-messages). Ticked, texts may go to that number from now on; unticked,
 * they stop. A blocked account may stop them, never start them.
 */
export const PUT = route(
  { access: signedIn, body: textConsentSchema, openToBlocked: "stopping texts: a blocked account may always say no to them" },
  async ({ user, body, database }) => {
    const result = await setProfileTextConsent(await database(), user, body.consent, new Date());
    return result.ok ? ok<TextConsentAnswer>({ consent: result.data }) : result;
  },
);
