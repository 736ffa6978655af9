"use client";

import { createContext } from "react";
import type { TextReceivedEvent } from "@/lib/web/realtime/client/text-event";
import { createLiveRegistry, useLiveSignals, type LiveRegistry } from "./live-registry";

/** What the staff inbox hears: a text came in, or "catch up" after the connection came back. */
export type LiveTextSignal = { kind: "text"; event: TextReceivedEvent } | { kind: "resync" };
export type LiveTextListener = (signal: LiveTextSignal) => void;
export type LiveTextRegistry = LiveRegistry<LiveTextSignal>;

export const createLiveTextRegistry = (): LiveTextRegistry => createLiveRegistry<LiveTextSignal>("a text");

export const LiveTextsContext = createContext<LiveTextRegistry | null>(null);

/**
 * Calls `listener` for each text that comes in (TextReceived, docs/messaging.md "Receiving") and
 * each catch-up signal while mounted. Only staff accounts are sent the event; the inbox and the
 * navigation's unread count use it and never open a connection of their own.
 */
export function useLiveTexts(listener: LiveTextListener): void {
  useLiveSignals(LiveTextsContext, listener);
}
