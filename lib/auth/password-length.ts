/**
 * The length rule of a new password, apart from the list of common passwords so that forms in
 * the browser can check it without downloading that list.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const PASSWORD_TOO_SHORT = `Use at least ${PASSWORD_MIN} characters.`;
export const PASSWORD_TOO_LONG = `Use at most ${PASSWORD_MAX} characters.`;

/** The length problem of a new password, or null. */
export function passwordLengthProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX) return PASSWORD_TOO_LONG;
  return null;
}
