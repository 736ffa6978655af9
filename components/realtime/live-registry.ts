"use client";

import { useContext, useEffect, useRef, type Context } from "react";

/**
 * The listeners of one kind of live signal on the one shared hub connection: the provider
 * (RealtimeProvider) feeds a registry, pages subscribe through a hook. Live orders and live texts
 * are two registries of this shape.
 */
export interface LiveRegistry<Signal> {
  subscribe(listener: (signal: Signal) => void): () => void;
  emit(signal: Signal): void;
}

/** A registry whose failing listener is logged (`what` names it) and never stops the others. */
export function createLiveRegistry<Signal>(what: string): LiveRegistry<Signal> {
  const listeners = new Set<(signal: Signal) => void>();
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
          console.error(`[realtime] ${what} listener failed`, error);
        }
      }
    },
  };
}

/** Calls `listener` for each signal of the context's registry while mounted; the latest listener always answers. */
export function useLiveSignals<Signal>(context: Context<LiveRegistry<Signal> | null>, listener: (signal: Signal) => void): void {
  const registry = useContext(context);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  }, [listener]);
  useEffect(() => registry?.subscribe((signal) => latest.current(signal)), [registry]);
}
