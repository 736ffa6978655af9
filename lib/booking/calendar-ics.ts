/**
 * One visit as an iCalendar file (RFC 5545) for "Add to calendar": CRLF line ends, text
 * escaped, lines folded at 75 octets, times in UTC so no calendar has to know New York's rules.
 */

export type CalendarVisitStatus = "TENTATIVE" | "CONFIRMED" | "CANCELLED";

export interface CalendarVisit {
  /** The order id: the UID stays the same when the file is downloaded again after a change. */
  orderId: string;
  orderNumber: string;
  summary: string;
  description: string;
  location: string;
  startsAt: Date;
  endsAt: Date;
  /** When the order last changed: calendars use it with SEQUENCE to take the newer copy. */
  updatedAt: Date;
  /** Grows with every change, so an imported copy is replaced rather than duplicated. */
  sequence: number;
  /** RFC 5545 event status: TENTATIVE until the company has confirmed the visit. */
  status: CalendarVisitStatus;
  domain: string;
}

/** 2026-03-03T14:00:00.000Z → 20260303T140000Z */
export function formatIcsUtc(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** TEXT values: backslash, semicolon and comma are escaped, line breaks become \n. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/**
 * Splits a content line into pieces of at most 75 octets, each continuation starting with a
 * space. Cuts fall between characters, never inside a multi-byte UTF-8 sequence.
 */
export function foldIcsLine(line: string): string {
  const pieces: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; later ones 74 plus the leading space.
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

export function buildVisitIcs(visit: CalendarVisit, now: Date = new Date()): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Borough Bright Cleaning//Booking//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:order-${visit.orderId}@${visit.domain}`,
    `DTSTAMP:${formatIcsUtc(now)}`,
    `DTSTART:${formatIcsUtc(visit.startsAt)}`,
    `DTEND:${formatIcsUtc(visit.endsAt)}`,
    `LAST-MODIFIED:${formatIcsUtc(visit.updatedAt)}`,
    `SEQUENCE:${visit.sequence}`,
    `SUMMARY:${escapeIcsText(visit.summary)}`,
    `DESCRIPTION:${escapeIcsText(visit.description)}`,
    `LOCATION:${escapeIcsText(visit.location)}`,
    `STATUS:${visit.status}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}
