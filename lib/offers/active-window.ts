/** When an offer can be shown or used: both bounds are optional; a null bound is open. */
export interface OfferWindow {
  startsAt: Date | null;
  endsAt: Date | null;
}

/**
 * startsAt ≤ now < endsAt. The end is exclusive so an offer "until midnight" is over at
 * midnight. queries.ts applies the same rule in SQL; its tests check both agree at the edges.
 */
export function isActiveAt(window: OfferWindow, now: Date): boolean {
  const started = window.startsAt === null || window.startsAt.getTime() <= now.getTime();
  const notEnded = window.endsAt === null || now.getTime() < window.endsAt.getTime();
  return started && notEnded;
}
