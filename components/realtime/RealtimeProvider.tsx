"use client";

import { useRouter } from "next/navigation";
import { useSiteSession } from "@/lib/auth/site-session";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { sessionEffectOf, type ClientNotification } from "@/lib/web/realtime/client/notification";
import type { LiveOrderEvent } from "@/lib/web/realtime/client/order-event";
import type { TextReceivedEvent } from "@/lib/web/realtime/client/text-event";
import { createLiveOrderRegistry, LiveOrdersContext } from "./live-orders";
import { createLiveTextRegistry, LiveTextsContext } from "./live-texts";
import type { renderNotificationModal } from "./NotificationModal";
import { useDebouncedUserId } from "./useDebouncedUserId";
import { useLogoutAfterNotice } from "./useLogoutAfterNotice";
import { useRealtimeConnection } from "./useRealtimeConnection";

const RealtimeStatusContext = createContext(false);

/** The product's connection flag: true while connected (or reconnected), false otherwise. */
export function useRealtimeConnected(): boolean {
  return useContext(RealtimeStatusContext);
}

/**
 * The notification modal, loaded once there is a signed-in user: visitors, who never get a
 * notice, do not download it with every page (docs/operations.md, "Page weight"). It loads while
 * the connection is being set up, so it is there before the first event can arrive; a notice
 * that came sooner shows as soon as it is, and its logout counts from then (useLogoutAfterNotice).
 */
function useNotificationModal(userId: string | null | undefined): { modal: typeof renderNotificationModal | null; settled: boolean } {
  const [modal, setModal] = useState<typeof renderNotificationModal | null>(null);
  const [failed, setFailed] = useState(false);
  const wanted = Boolean(userId);
  useEffect(() => {
    if (!wanted || modal || failed) return;
    let cancelled = false;
    import("./NotificationModal")
      .then(({ renderNotificationModal }) => {
        if (!cancelled) setModal(() => renderNotificationModal);
      })
      .catch((error: unknown) => {
        console.error("[realtime] could not load the notification modal", error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [wanted, modal, failed]);
  return { modal, settled: modal !== null || failed };
}

/**
 * Real-time account notifications for signed-in users (docs/product.md#in-the-browser): opens the
 * connection once auth is initialised, follows user changes (debounced, by id), shows each
 * event in the notification modal, and applies it to the session: a logout after 3, 4 or 2 s,
 * or a session refresh (a block that keeps the session read-only, an unblock).
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { data: session, status, update } = useSiteSession();
  const sessionUserId = status === "loading" ? undefined : session?.user.id || null;
  const userId = useDebouncedUserId(sessionUserId);
  const { modal: notificationModal, settled: modalSettled } = useNotificationModal(sessionUserId);
  const [notification, setNotification] = useState<ClientNotification | null>(null);
  const [connected, setConnected] = useState(false);
  const scheduleLogout = useLogoutAfterNotice(modalSettled);
  const router = useRouter();

  const refreshSession = useRef(update);
  useEffect(() => {
    refreshSession.current = update;
  }, [update]);

  /** The session first (the jwt callback reloads `blocked` from the database), then the server-rendered page, which reads it. */
  const followSession = useCallback(async () => {
    await refreshSession.current().catch(() => undefined);
    router.refresh();
  }, [router]);

  const onNotification = useCallback(
    (next: ClientNotification) => {
      setNotification(next);
      const effect = sessionEffectOf(next);
      if (effect.kind === "logout") scheduleLogout(effect.afterMs, effect.loginNotice);
      else if (effect.kind === "refresh") void followSession();
    },
    [scheduleLogout, followSession],
  );
  // Order and text events ride the same connection as the account notices: one per signed-in tab.
  const [liveOrders] = useState(createLiveOrderRegistry);
  const [liveTexts] = useState(createLiveTextRegistry);
  const handlers = useMemo(
    () => ({
      onNotification,
      onConnectedChange: setConnected,
      onOrderEvent: (event: LiveOrderEvent) => liveOrders.emit({ kind: "event", event }),
      onTextReceived: (event: TextReceivedEvent) => liveTexts.emit({ kind: "text", event }),
      onResync: () => {
        liveOrders.emit({ kind: "resync" });
        liveTexts.emit({ kind: "resync" });
      },
    }),
    [onNotification, liveOrders, liveTexts],
  );
  useRealtimeConnection(userId, handlers);

  const close = useCallback(() => setNotification(null), []);
  return (
    <RealtimeStatusContext.Provider value={connected}>
      <LiveOrdersContext.Provider value={liveOrders}>
        <LiveTextsContext.Provider value={liveTexts}>
          {children}
          {notification && notificationModal ? notificationModal({ notification, onClose: close }) : null}
        </LiveTextsContext.Provider>
      </LiveOrdersContext.Provider>
    </RealtimeStatusContext.Provider>
  );
}
