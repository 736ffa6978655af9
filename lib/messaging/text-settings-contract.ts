import { z } from "zod";
import type { ApiContract } from "@/lib/kernel/api-contract";
import { SMS_CONSENT_WORDING, SMS_TEAM_CONSENT_WORDING } from "./consent-wording";
import type { TextConsentView } from "./profile-texts";
import type { textConsentSchema, textPreferencesSchema } from "./text-settings-schemas";
import { CUSTOMER_TEXT_TYPES, type CustomerTextType } from "./text-types";

/**
 * The profile's texts box and switches (docs/architecture.md, "Endpoint contracts"). Signed-in
 * pages, so answers are checked with zod; the request schemas stay in ./text-settings-schemas.ts
 * and reach this module as types.
 */

export interface TextConsentAnswer {
  consent: TextConsentView;
}

export interface TextPreferencesAnswer {
  /** The customer texts now off, in the order the settings show them. */
  mutedTypes: CustomerTextType[];
}

const consentAnswer = z.object({
  consent: z.object({
    wording: z.enum([SMS_CONSENT_WORDING, SMS_TEAM_CONSENT_WORDING]),
    phone: z.string().nullable(),
    phoneProblem: z.string().nullable(),
    on: z.boolean(),
    status: z.string().nullable(),
  }) satisfies z.ZodType<TextConsentView>,
});

const preferencesAnswer = z.object({ mutedTypes: z.array(z.enum(CUSTOMER_TEXT_TYPES)) }) satisfies z.ZodType<TextPreferencesAnswer>;

/** PUT /api/account/text-consent: ticks or unticks the box for the profile's phone. */
export const textConsentContract: ApiContract<void, z.input<typeof textConsentSchema>, TextConsentAnswer> = {
  method: "PUT",
  path: () => "/api/account/text-consent",
  readAnswer: consentAnswer.parse,
};

/** PUT /api/account/text-preferences: which customer texts are switched off. */
export const textPreferencesContract: ApiContract<void, z.input<typeof textPreferencesSchema>, TextPreferencesAnswer> = {
  method: "PUT",
  path: () => "/api/account/text-preferences",
  readAnswer: preferencesAnswer.parse,
};
