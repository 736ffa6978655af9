"use client";

import { createContext, useContext, useEffect, useRef } from "react";
import type { LiveOrderEvent } from "@/lib/web/realtime/client/order-event";

/** What a page showing orders hears: an order event, or "catch up" after the connection came back. */
export type LiveOrderSignal = { kind: "event"; event: LiveOrderEvent } | { kind: "resync" };
export type LiveOrderListener = (signal: LiveOrderSignal) => void;

/** The listeners of the one shared connection; the provider feeds it, pages subscribe. */
export interface LiveOrderRegistry {
  subscribe(listener: LiveOrderListener): () => void;
  emit(signal: LiveOrderSignal): void;
}

export function createLiveOrderRegistry(): LiveOrderRegistry {
  const listeners = new Set<LiveOrderListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(signal) {
      for (const listener of [...listeners]) {
        try {
          listener(signal);
        } catch (error) {
          console.error("[realtime] an order listener failed", error);
        }
      }
    },
  };
}

export const LiveOrdersContext = createContext<LiveOrderRegistry | null>(null);

/**
 * Calls `listener` for each live order event and each catch-up signal while mounted. Pages use
 * it; they never open a connection of their own (the provider's one carries everything).
 */
export function useLiveOrders(listener: LiveOrderListener): void {
  const registry = useContext(LiveOrdersContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  }, [listener]);
  useEffect(() => registry?.subscribe((signal) => latest.current(signal)), [registry]);
}
