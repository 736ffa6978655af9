import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The "Add to calendar" link in a visit's emails opens the visit's .ics without signing in
 * (a phone's mail app hands it straight to the calendar). The link carries an HMAC of the order
 * id keyed with AUTH_SECRET: it opens that one visit's calendar file and nothing else, reveals
 * nothing of the secret, and cannot be made for another order (docs/security.md).
 */

const PURPOSE = "order-calendar:";

export function calendarLinkToken(orderId: string, secret: string): string {
  return createHmac("sha256", secret).update(PURPOSE + orderId).digest("base64url");
}

export function isCalendarLinkToken(orderId: string, presented: string, secret: string | undefined): boolean {
  if (!secret) return false;
  const expected = Buffer.from(calendarLinkToken(orderId, secret), "utf8");
  const given = Buffer.from(presented, "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
