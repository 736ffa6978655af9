/**
 * "On my way" on the cleaner's phone: a few big choices instead of a long menu, and which
 * estimate the job page shows while the server catches up. Pure and safe for client bundles.
 */

/**
 * The estimates offered, in minutes: a hop within the neighbourhood to a trip across the East
 * River. Each lies inside what the server accepts (ON_THE_WAY_MIN_MINUTES to
 * ON_THE_WAY_MAX_MINUTES, lib/booking/orders/on-the-way.ts; on-my-way.test.ts holds them to it).
 */
export const ON_MY_WAY_CHOICES = [10, 20, 30, 45, 60] as const;

export interface OnTheWay {
  at: string;
  etaMinutes: number;
}

/** An estimate this page just sent, and the server's estimate it replaced (null if none). */
export interface SentOnTheWay {
  onTheWay: OnTheWay;
  replaced: string | null;
}

/**
 * The estimate to show: the one just sent from this page until the server's view moves past the
 * one it replaced (its refresh or the live event then carries the server's own time), otherwise
 * the server's. So the line changes once, at the tap, and another phone's later tap still wins.
 */
export function shownOnTheWay(sent: SentOnTheWay | null, server: OnTheWay | null): OnTheWay | null {
  if (sent && sent.replaced === (server?.at ?? null)) return sent.onTheWay;
  return server;
}
