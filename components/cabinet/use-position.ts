"use client";

import type { VisitPositionInput } from "@/lib/cabinet/visit-positions";

/** Never hold a check-in longer than this for a position (docs/product.md, "Checking in where the job is"). */
export const POSITION_WAIT_MS = 5_000;
/** The server takes at most 100 km of doubt; a vaguer fix says nothing worth sending. */
const MAX_ACCURACY_METERS = 100_000;

/**
 * Where the phone is, asked just before a check-in or check-out is sent, or null: no
 * Geolocation API (an old browser, a page not served over HTTPS), the cleaner said no, no fix
 * in time, or a fix too vague to be any use. The browser asks the cleaner's permission the first
 * time. The API's own timeout does not count the time the permission prompt stays open, so a
 * timer of ours ends the wait whatever happens: the step is never held more than
 * POSITION_WAIT_MS, and goes without a position instead.
 */
export function readPosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation, waitMs = POSITION_WAIT_MS): Promise<VisitPositionInput | null> {
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (position: VisitPositionInput | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(position);
    };
    const timer = setTimeout(() => settle(null), waitMs);
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => {
          const usable = Number.isFinite(coords.latitude) && Number.isFinite(coords.longitude) && Number.isFinite(coords.accuracy) && coords.accuracy >= 0 && coords.accuracy <= MAX_ACCURACY_METERS;
          settle(usable ? { lat: coords.latitude, lng: coords.longitude, accuracyMeters: coords.accuracy } : null);
        },
        () => settle(null),
        // A fix from the last minute is as good as a new one on the doorstep.
        { enableHighAccuracy: true, timeout: waitMs, maximumAge: 60_000 },
      );
    } catch {
      settle(null);
    }
  });
}
