/** The account emails in English, word for word as first written (lib/auth/account-mail.ts puts them together). */
export const enAccountMails = {
  verifyEmail: {
    subject: "Confirm your email for Borough Bright Cleaning",
    heading: "Welcome, {firstName}",
    why: "Thanks for creating an account. Please confirm this email address so you can book cleanings and buy gift cards.",
    expiry: "The link works once and expires in 24 hours.",
    action: "Confirm my email",
    footnote: "If you did not create an account, you can ignore this message.",
  },
  resetPassword: {
    subject: "Reset your Borough Bright password",
    heading: "Reset your password, {firstName}",
    why: "We received a request to reset the password of your account. Choose a new one with the link below.",
    expiry: "The link works once and expires in 1 hour. Resetting signs you out everywhere else.",
    action: "Choose a new password",
    footnote: "If you did not ask for this, ignore this message: your password stays as it is.",
  },
} as const;
