import type { MailContent } from "@/lib/platform/mail/layout";
import { DEFAULT_LOCALE, type Locale } from "@/lib/kernel/enums/locales";
import { translator } from "@/lib/kernel/i18n/translator";

/**
 * A link mail (confirm the address, reset the password) in the account's language: its words
 * come from the catalogue (area `accountMails`).
 */
function linkMail(kind: "verifyEmail" | "resetPassword", firstName: string, link: string, locale: Locale): MailContent {
  const t = translator(locale, "accountMails");
  return {
    subject: t(`${kind}.subject`),
    heading: t(`${kind}.heading`, { firstName }),
    paragraphs: [t(`${kind}.why`), t(`${kind}.expiry`)],
    action: { label: t(`${kind}.action`), url: link },
    footnote: t(`${kind}.footnote`),
  };
}

/**
 * Account emails. Links carry single-use tokens; the mail log never records bodies. Confirming
 * the address and resetting the password speak the account's language; the notices below are
 * English for now (docs/product.md, "Languages").
 */
export const accountMail = {
  verifyEmail: (firstName: string, link: string, locale: Locale = DEFAULT_LOCALE): MailContent => linkMail("verifyEmail", firstName, link, locale),
  resetPassword: (firstName: string, link: string, locale: Locale = DEFAULT_LOCALE): MailContent => linkMail("resetPassword", firstName, link, locale),
  // No name in it: the address may be anyone's, so the mail carries nothing the requester chose.
  confirmNewEmail: (link: string): MailContent => ({
    subject: "Confirm your new email address",
    heading: "One more step",
    paragraphs: [
      "You asked to use this address for your Borough Bright account. Confirm it and we will send everything here from now on.",
      "The link works once and expires in 24 hours.",
    ],
    action: { label: "Confirm this address", url: link },
    footnote: "If you did not ask for this, ignore this message and nothing changes.",
  }),
  emailChangedNotice: (firstName: string, newEmail: string): MailContent => ({
    subject: "Your account email was changed",
    heading: `Hi ${firstName}`,
    paragraphs: [`The email address of your Borough Bright account is now ${newEmail}.`, "If you did not make this change, call us right away."],
  }),
  passwordChangedNotice: (firstName: string): MailContent => ({
    subject: "Your password was changed",
    heading: `Hi ${firstName}`,
    paragraphs: ["The password of your Borough Bright account was just changed, and your other sessions were signed out.", "If you did not make this change, reset your password and call us."],
  }),
  emailChangeAttempt: (firstName: string): MailContent => ({
    subject: "Someone tried to use your email address",
    heading: `Hi ${firstName}`,
    paragraphs: [
      "Someone signed in to another Borough Bright account just asked to switch that account to this email address. It already belongs to your account, so nothing was changed and no link was sent.",
      "You do not need to do anything. If these notes keep coming, call us and we will look into it.",
    ],
  }),
  registrationAttempt: (firstName: string, signInLink: string, resetLink: string): MailContent => ({
    subject: "Someone tried to register with your address",
    heading: `Hi ${firstName}`,
    paragraphs: [
      "Someone just tried to create a new Borough Bright account with this email address. It already belongs to your account, so nothing was created and nothing changed.",
      `If it was you, sign in instead: ${signInLink}. Forgot the password? Choose a new one here: ${resetLink}.`,
    ],
    footnote: "If it was not you, you can ignore this message: your account and password stay as they are.",
  }),
  signInFailures: (firstName: string, resetLink: string): MailContent => ({
    subject: "Many failed sign-ins on your account",
    heading: `Hi ${firstName}`,
    paragraphs: [
      "In the last few minutes there were many sign-in attempts on your Borough Bright account with a wrong password. Your account is not locked: you can still sign in as usual.",
      `If these were not you, choose a new, long password that you use nowhere else: ${resetLink}.`,
    ],
    footnote: "We send this warning at most once every 15 minutes.",
  }),
};
