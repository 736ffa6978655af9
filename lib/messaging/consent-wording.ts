/**
 * The words beside the unticked box that lets us text someone (docs/product.md#text-messages), stored with each
 * opt-in exactly as shown. Carriers and US law want the sender, what the texts are about, how
 * often, "Msg & data rates may apply" and how to stop; we send no marketing, and say so.
 * Changing a wording applies to new opt-ins only: the old ones keep the words they agreed to.
 */

/** For customers, at booking and in the profile. */
export const SMS_CONSENT_WORDING =
  "Text me about my visits from Borough Bright Cleaning: booking received and confirmed, a reminder the day before, when my cleaner is on the way, visit complete, a declined payment, and changes or cancellations by the office. Usually 2 to 5 texts per visit; never marketing. Msg & data rates may apply. Reply HELP for help. Reply STOP to opt out.";

/** For our cleaners, in the profile. */
export const SMS_TEAM_CONSENT_WORDING =
  "Text me about my work for Borough Bright Cleaning: jobs assigned, changed or cancelled, tomorrow's schedule at 6 PM, and same-day changes. Usually 1 to 5 texts per working day; never marketing. Msg & data rates may apply. Reply HELP for help. Reply STOP to opt out.";

export type SmsConsentWording = typeof SMS_CONSENT_WORDING | typeof SMS_TEAM_CONSENT_WORDING;
