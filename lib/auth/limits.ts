import type { RateLimitRule } from "@/lib/platform/security/rate-limit";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Brute-force limits, shared by every host through the database. */
export const LIMITS = {
  /** One address guessing one account is refused; the owner elsewhere is not (no lockout by strangers). */
  loginPerAccountAddress: { name: "login-account-address", limit: 10, windowSeconds: 15 * MINUTE },
  loginPerAddress: { name: "login-address", limit: 30, windowSeconds: 15 * MINUTE },
  /** Failures on an account from anywhere: they slow its sign-ins down and alert its owner, never refuse. */
  loginFailuresPerAccount: { name: "login-failures", limit: 1_000_000, windowSeconds: 15 * MINUTE },
  registerPerAddress: { name: "register-address", limit: 10, windowSeconds: HOUR },
  resendPerAccount: { name: "resend-account", limit: 3, windowSeconds: 15 * MINUTE },
  /** Reset mails for one email asked from one address; past it, mails stop silently (never a refusal). */
  forgotPerEmailAddress: { name: "forgot-email-address", limit: 3, windowSeconds: 15 * MINUTE },
  /** Email changes asked by one account, and asked for one new address from any account. */
  changeEmailPerUser: { name: "change-email-user", limit: 5, windowSeconds: HOUR },
  changeEmailPerAddress: { name: "change-email-address", limit: 3, windowSeconds: HOUR },
  /** Email changes asked from one client address, whatever the accounts. */
  changeEmailPerClient: { name: "change-email-client", limit: 20, windowSeconds: HOUR },
  forgotPerAddress: { name: "forgot-address", limit: 10, windowSeconds: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;
