"use client";

import { useEffect, useState } from "react";

/** setTimeout's longest delay (about 24.8 days); a later change waits for a reload. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The time as of the page's render, moved on when one of `boundaries` passes (the check-in
 * window opening or closing), so a button appears or goes without a reload while the cleaner
 * waits in the lobby.
 */
export function useNowAcross(boundaries: readonly Date[], renderedAt: number): Date {
  const [now, setNow] = useState(renderedAt);
  const next = boundaries.map((boundary) => boundary.getTime()).find((time) => time > now);
  useEffect(() => {
    if (next === undefined || next - now > LONGEST_TIMER_MS) return;
    const timer = setTimeout(() => setNow(Math.max(Date.now(), next + 1)), next - now + 1);
    return () => clearTimeout(timer);
  }, [next, now]);
  return new Date(now);
}
