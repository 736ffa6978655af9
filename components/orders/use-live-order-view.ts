"use client";

import { useState } from "react";
import { useLiveOrders } from "@/components/realtime/live-orders";
import type { LiveOrderEvent } from "@/lib/web/realtime/client/order-event";

/** What a page shows of one order, with the version it describes. */
export interface VersionedView {
  version: number;
}

/**
 * The newest view of one order (docs/realtime.md): what the server rendered, or what a live
 * event for the order carries when its version is higher. The page shows an event's fields the
 * moment it arrives, without waiting for the server round trip of its refresh; once the refresh
 * brings the same version or a later one, the server's render is shown again. An event older
 * than what is shown (out of order, or from before the render) changes nothing.
 */
export function useLiveOrderView<T extends VersionedView>(orderId: string, rendered: T, fromEvent: (event: LiveOrderEvent) => T | null): T {
  const [live, setLive] = useState<T | null>(null);
  useLiveOrders((signal) => {
    if (signal.kind !== "event" || signal.event.orderId !== orderId) return;
    const view = fromEvent(signal.event);
    if (view === null) return;
    setLive((current) => (current !== null && current.version >= view.version ? current : view));
  });
  return live !== null && live.version > rendered.version ? live : rendered;
}
