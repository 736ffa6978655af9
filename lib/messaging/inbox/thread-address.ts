/**
 * Where the staff inbox lives and how a thread is named in an address (docs/messaging.md, "Staff
 * inbox"). A thread is one phone number; its address holds the E.164 digits without the plus
 * (/admin/messages/12125550147), which needs no escaping in a path. No dependencies: pages,
 * route handlers and client components share it.
 */

export const INBOX_PATH = "/admin/messages";
export const TEST_OUTBOX_PATH = "/admin/messages/outbox";

/** E.164's digits: a country code that does not start with 0, at most 15 digits in all. */
const E164_DIGITS = /^[1-9][0-9]{1,14}$/;

/** The path segment of a thread: the number without its plus. */
export function threadSegment(phone: string): string {
  return phone.replace(/^\+/, "");
}

/** The page of one thread. */
export function threadHref(phone: string): string {
  return `${INBOX_PATH}/${threadSegment(phone)}`;
}

/** The E.164 number a path segment names, or null when it names none. */
export function phoneOfSegment(segment: string): string | null {
  return E164_DIGITS.test(segment) ? `+${segment}` : null;
}
