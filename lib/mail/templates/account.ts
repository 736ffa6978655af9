import type { MailContent } from "../layout";

/** Account emails. Links carry single-use tokens; the mail log never records bodies. */
export const accountMail = {
  verifyEmail: (firstName: string, link: string): MailContent => ({
    subject: "Confirm your email for Borough Bright Cleaning",
    heading: `Welcome, ${firstName}`,
    paragraphs: [
      "Thanks for creating an account. Please confirm this email address so you can book cleanings and buy gift cards.",
      "The link works once and expires in 24 hours.",
    ],
    action: { label: "Confirm my email", url: link },
    footnote: "If you did not create an account, you can ignore this message.",
  }),
  resetPassword: (firstName: string, link: string): MailContent => ({
    subject: "Reset your Borough Bright password",
    heading: `Reset your password, ${firstName}`,
    paragraphs: [
      "We received a request to reset the password of your account. Choose a new one with the link below.",
      "The link works once and expires in 1 hour. Resetting signs you out everywhere else.",
    ],
    action: { label: "Choose a new password", url: link },
    footnote: "If you did not ask for this, ignore this message: your password stays as it is.",
  }),
  confirmNewEmail: (firstName: string, link: string): MailContent => ({
    subject: "Confirm your new email address",
    heading: `One more step, ${firstName}`,
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
};
