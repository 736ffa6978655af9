/**
 * A user blocked without ending their sessions keeps browsing read-only: they see their orders
 * but cannot book, change, cancel or buy until unblocked. The site, the pages and the API
 * refusals all tell them in these words.
 */
export const BLOCKED_READ_ONLY_MESSAGE =
  "Your account is blocked, so it is read-only for now: you can browse and see your orders, but not book, change, cancel or buy.";
