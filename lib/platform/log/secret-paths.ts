import { pathWithoutQuery } from "./request-id";

/**
 * Every route whose path carries a credential, or a phone number (the staff inbox's threads),
 * which logs never keep (docs/messaging.md). The holder of such a link can act without
 * signing in, so the segment marked `[…]` never reaches a log line or a metric label. Tokens in
 * query strings are dropped with the whole query (pathWithoutQuery); this list is for paths.
 * `lib/platform/log/secret-paths.test.ts` walks app/ and fails when a new dynamic segment is neither here
 * nor known to name a record (an id is useless without the owner's session).
 */
export const SECRET_PATH_ROUTES = [
  // The satisfaction poll from the completion email: it lets its holder answer and tip on the saved card.
  { pattern: "/poll/[token]" },
  // A thread of the staff inbox is named by its number. The outbox's path ("outbox") is
  // redacted with them: it matches the same pattern and says nothing a log needs.
  { pattern: "/admin/messages/[phone]" },
  { pattern: "/api/admin/messages/[phone]" },
  // A customer's referral link: it names the account that earns the credit, and a log has no
  // use for whose link a visitor followed (docs/product.md, "Referrals and account credit").
  { pattern: "/r/[code]" },
  // A Google review request's link: whoever holds it adds clicks to its count (docs/product.md#review-requests).
  { pattern: "/review/[token]" },
  // A quote email's links: they read the visitor's answers or stop the email (docs/product.md#unfinished-bookings).
  { pattern: "/api/booking/saved-quote/[token]" },
  { pattern: "/booking/quote-unsubscribe/[token]" },
  // A waitlist email's leave link: whoever holds it takes the entry off the list (docs/product.md#waitlist).
  { pattern: "/booking/waitlist-leave/[token]" },
] as const;

const REDACTED = "[redacted]";

type Matcher = ReadonlyArray<{ literal: string } | { secret: true }>;

const MATCHERS: Matcher[] = SECRET_PATH_ROUTES.map(({ pattern }) =>
  pattern
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment.startsWith("[") ? { secret: true as const } : { literal: segment.toLowerCase() })),
);

/** The path with each secret segment replaced; matched without regard to case, so /Poll/… is caught too. */
export function redactSecretPath(path: string): string {
  const segments = path.split("/");
  // segments[0] is "" (the leading slash); route segments start at 1.
  for (const matcher of MATCHERS) {
    if (segments.length - 1 < matcher.length) continue;
    const matches = matcher.every((part, index) => "secret" in part || segments[index + 1]?.toLowerCase() === part.literal);
    if (!matches) continue;
    return segments.map((segment, index) => (index > 0 && index <= matcher.length && "secret" in (matcher[index - 1] ?? {}) && segment ? REDACTED : segment)).join("/");
  }
  return path;
}

/** What a log line or a metric may say about a request's URL: no query string, no secret segment. */
export function loggablePath(url: string | undefined): string {
  return redactSecretPath(pathWithoutQuery(url));
}
