import { useEffect, useRef } from "react";
import type { ClientNotification } from "@/lib/web/realtime/client/notification";
import type { LiveOrderEvent } from "@/lib/web/realtime/client/order-event";
import type { TextReceivedEvent } from "@/lib/web/realtime/client/text-event";

export interface RealtimeHandlers {
  onNotification(notification: ClientNotification): void;
  onConnectedChange(connected: boolean): void;
  onOrderEvent?(event: LiveOrderEvent): void;
  onTextReceived?(event: TextReceivedEvent): void;
  onResync?(): void;
}

/**
 * The connection for a signed-in user: the real-time chunk (and @microsoft/signalr in it) is
 * imported only here, the first time there is a user; a new user gets a new connection (the
 * hub binds a connection to the user it authenticated), and signing out stops it.
 */
export function useRealtimeConnection(userId: string | null, handlers: RealtimeHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  }, [handlers]);

  useEffect(() => {
    if (userId === null) return;
    let cancelled = false;
    let dispose: (() => Promise<void>) | null = null;
    import("@/lib/web/realtime/client")
      .then(({ createBrowserRealtimeClient }) => {
        if (cancelled) return;
        const client = createBrowserRealtimeClient({
          onNotification: (notification) => latest.current.onNotification(notification),
          onConnectedChange: (connected) => latest.current.onConnectedChange(connected),
          onOrderEvent: (event) => latest.current.onOrderEvent?.(event),
          onTextReceived: (event) => latest.current.onTextReceived?.(event),
          onResync: () => latest.current.onResync?.(),
        });
        dispose = () => client.dispose();
        void client.start();
      })
      .catch((error: unknown) => console.error("[realtime] could not load the connection module", error));
    return () => {
      cancelled = true;
      void dispose?.();
      latest.current.onConnectedChange(false);
    };
  }, [userId]);
}
