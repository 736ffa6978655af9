"use client";

import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/**
 * Whether the phone has a network, as the browser knows it (`navigator.onLine`: false means
 * surely offline; true may still be a connection that reaches nothing). The server render and
 * the first browser render say online. The offline write queue (./ActionQueue.tsx) sends what
 * it holds when this turns true (docs/architecture.md, "The cabinet offline").
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
