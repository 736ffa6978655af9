const BASE = "http://return-url.invalid";
/** Enough rounds to undo double and triple encoding, the usual disguise. */
const MAX_DECODE_ROUNDS = 4;

function decodedForms(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

function looksSafe(form: string): boolean {
  const value = form.trim();
  return (
    value.startsWith("/") &&
    !value.startsWith("//") &&
    // A backslash is a slash to browsers (/\evil.com); control characters and spaces hide schemes.
    !/[\\\u0000-\u001f\u007f]/.test(value)
  );
}

/**
 * Keeps a redirect target only if it is a path on this site. Scheme URLs, protocol-relative
 * and backslash tricks, `javascript:`, and their percent-encoded or whitespace-padded forms
 * all fall back. The one sanitizer of the proxy, the login page and next-auth's redirects.
 */
export function sanitizeReturnUrl(raw: unknown, fallback = "/"): string {
  if (typeof raw !== "string") return fallback;
  const trimmed = raw.trim();
  if (trimmed === "" || trimmed.length > 2048) return fallback;
  if (!allFormsSafe(trimmed)) return fallback;
  const url = new URL(trimmed, BASE);
  if (url.origin !== BASE) return fallback;
  const normalized = `${url.pathname}${url.search}${url.hash}`;
  // Resolving dot segments can turn a safe-looking input into a new shape ("/.//evil.example"
  // becomes "//evil.example"), so the value that is returned is checked again, not only the input.
  return allFormsSafe(normalized) ? normalized : fallback;
}

function allFormsSafe(value: string): boolean {
  const forms = decodedForms(value);
  return forms !== null && forms.every(looksSafe);
}

/** The login page address that brings the user back to `target` afterwards. */
export function loginUrlFor(target: string): string {
  const safe = sanitizeReturnUrl(target);
  return safe === "/" ? "/login" : `/login?returnUrl=${encodeURIComponent(safe)}`;
}

/**
 * A page to come back to, as a value a link or job may carry: a path on this site other than the
 * home page, or nothing (anything else is dropped, not refused: the way back is a convenience).
 */
export function returnPathOrNothing(raw: unknown): string | undefined {
  const safe = sanitizeReturnUrl(raw);
  return safe === "/" ? undefined : safe;
}
