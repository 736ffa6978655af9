/**
 * Messages for the `error` parameter next-auth and our Google callback put on /login. Only
 * known codes are shown: arbitrary text from a URL is never echoed onto the page.
 */
const MESSAGES: Record<string, string> = {
  blocked: "Your account has been blocked by an administrator. Please contact us if you think this is a mistake.",
  "google-unverified": "Google did not confirm this email address, so we cannot sign you in with it.",
  OAuthSignin: "We could not start Google sign-in. Please try again.",
  OAuthCallback: "Google sign-in did not complete. Please try again.",
  OAuthAccountNotLinked: "This email is already used by another sign-in method.",
  AccessDenied: "Sign-in was refused.",
  SessionRequired: "Please sign in to continue.",
};

export function loginErrorMessage(code: unknown): string | null {
  if (typeof code !== "string" || code === "") return null;
  return MESSAGES[code] ?? "Sign-in failed. Please try again.";
}

/** Why a device was signed out, shown on /login as a notice (not an error). */
const NOTICES = {
  "password-changed": "Your password was changed on another device. Sign in with the new password.",
} as const;

export type LoginNotice = keyof typeof NOTICES;

export function loginNoticeMessage(code: unknown): string | null {
  return typeof code === "string" && Object.hasOwn(NOTICES, code) ? NOTICES[code as LoginNotice] : null;
}

/** /login, with the notice that says why this device was signed out when there is one. */
export function loginUrlWithNotice(code: LoginNotice | undefined): string {
  return code ? `/login?notice=${code}` : "/login";
}
