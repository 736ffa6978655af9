"use client";

import { createContext } from "react";
import type { LiveOrderEvent } from "@/lib/web/realtime/client/order-event";
import { createLiveRegistry, useLiveSignals, type LiveRegistry } from "./live-registry";

/** What a page showing orders hears: an order event, or "catch up" after the connection came back. */
export type LiveOrderSignal = { kind: "event"; event: LiveOrderEvent } | { kind: "resync" };
export type LiveOrderListener = (signal: LiveOrderSignal) => void;
export type LiveOrderRegistry = LiveRegistry<LiveOrderSignal>;

export const createLiveOrderRegistry = (): LiveOrderRegistry => createLiveRegistry<LiveOrderSignal>("an order");

export const LiveOrdersContext = createContext<LiveOrderRegistry | null>(null);

/**
 * Calls `listener` for each live order event and each catch-up signal while mounted. Pages use
 * it; they never open a connection of their own (the provider's one carries everything).
 */
export function useLiveOrders(listener: LiveOrderListener): void {
  useLiveSignals(LiveOrdersContext, listener);
}
