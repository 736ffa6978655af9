import { z } from "zod";
import { CUSTOMER_TEXT_TYPES } from "./text-types";

/**
 * The bodies of the profile's texts endpoints (docs/product.md#text-messages), parsed on the
 * server; the browser sends what its box and switches hold (./text-settings-contract.ts).
 */

/** PUT /api/account/text-consent: the box beside the consent wording, ticked or not. */
export const textConsentSchema = z.object({
  consent: z.boolean({ error: "Send true to get texts or false to stop them." }),
});

/** PUT /api/account/text-preferences: the customer texts to switch off; every other one is on. */
export const textPreferencesSchema = z.object({
  mutedTypes: z
    .array(z.enum(CUSTOMER_TEXT_TYPES, { error: `Name texts from this list: ${CUSTOMER_TEXT_TYPES.join(", ")}.` }), { error: "Send the list of texts to switch off, which may be empty." })
    .max(CUSTOMER_TEXT_TYPES.length, { error: `There are only ${CUSTOMER_TEXT_TYPES.length} kinds of text to switch off.` }),
});
