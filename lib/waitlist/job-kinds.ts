/** The waitlist's scheduled jobs (./jobs.ts). */
export const WAITLIST_JOB_KINDS = {
  /** Look for freed times on a date (or every date) and hold them for the first in line. */
  offer: "waitlist:offer",
  /** Tell the holder, at once. */
  offerMail: "waitlist:offer-mail",
  /** The hold ran out unbooked: hand the time to the next in line. */
  holdExpiry: "waitlist:hold-expiry",
  /** The "you are on the list" email with its leave link. */
  joinedMail: "waitlist:joined-mail",
} as const;
