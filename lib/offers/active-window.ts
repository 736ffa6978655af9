/** When an offer can be shown or used: both bounds are optional; a null bound is open. */
export interface OfferWindow {
  startsAt: Date | null;
  endsAt: Date | null;
}

/**
 * startsAt ≤ now < endsAt. The end is exclusive so an offer "until midnight" is over at
 * midnight. The app applies the rule in SQL only (active-sql.ts); this is the plain statement
 * of it that queries.test.ts checks the SQL against at the edges (test support: knip.jsonc).
 */
export function isActiveAt(window: OfferWindow, now: Date): boolean {
  const started = window.startsAt === null || window.startsAt.getTime() <= now.getTime();
  const notEnded = window.endsAt === null || now.getTime() < window.endsAt.getTime();
  return started && notEnded;
}
