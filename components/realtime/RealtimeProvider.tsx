"use client";

import { useRouter } from "next/navigation";
import type { LoginNotice } from "@/lib/auth/login-errors";
import { useSiteSession } from "@/lib/auth/site-session";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { sessionEffectOf, type ClientNotification } from "@/lib/web/realtime/client/notification";
import type { LiveOrderEvent } from "@/lib/web/realtime/client/order-event";
import { createLiveOrderRegistry, LiveOrdersContext } from "./live-orders";
import { logoutToLogin } from "./logout";
import type { renderNotificationModal } from "./NotificationModal";
import { useDebouncedUserId } from "./useDebouncedUserId";
import { useRealtimeConnection } from "./useRealtimeConnection";

const RealtimeStatusContext = createContext(false);

/** The product's connection flag: true while connected (or reconnected), false otherwise. */
export function useRealtimeConnected(): boolean {
  return useContext(RealtimeStatusContext);
}

/** One pending logout: a second event never postpones a logout already due sooner. */
function useDelayedLogout(): (afterMs: number, notice?: LoginNotice) => void {
  const pending = useRef<{ at: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current.timer);
    },
    [],
  );
  return useCallback((afterMs: number, notice?: LoginNotice) => {
    const at = Date.now() + afterMs;
    if (pending.current && pending.current.at <= at) return;
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { at, timer: setTimeout(() => void logoutToLogin(notice), afterMs) };
  }, []);
}

/**
 * The notification modal, loaded once there is a signed-in user: visitors, who never get a
 * notice, do not download it with every page (docs/operations.md, "Page weight"). It loads while
 * the connection is being set up, so it is there before the first event can arrive; a notice
 * that came sooner shows as soon as it is.
 */
function useNotificationModal(userId: string | null | undefined): typeof renderNotificationModal | null {
  const [modal, setModal] = useState<typeof renderNotificationModal | null>(null);
  const wanted = Boolean(userId);
  useEffect(() => {
    if (!wanted || modal) return;
    let cancelled = false;
    import("./NotificationModal")
      .then(({ renderNotificationModal }) => {
        if (!cancelled) setModal(() => renderNotificationModal);
      })
      .catch((error: unknown) => console.error("[realtime] could not load the notification modal", error));
    return () => {
      cancelled = true;
    };
  }, [wanted, modal]);
  return modal;
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
  const notificationModal = useNotificationModal(sessionUserId);
  const [notification, setNotification] = useState<ClientNotification | null>(null);
  const [connected, setConnected] = useState(false);
  const scheduleLogout = useDelayedLogout();
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
  // Order events ride the same connection as the account notices: one per signed-in tab.
  const [liveOrders] = useState(createLiveOrderRegistry);
  const handlers = useMemo(
    () => ({
      onNotification,
      onConnectedChange: setConnected,
      onOrderEvent: (event: LiveOrderEvent) => liveOrders.emit({ kind: "event", event }),
      onResync: () => liveOrders.emit({ kind: "resync" }),
    }),
    [onNotification, liveOrders],
  );
  useRealtimeConnection(userId, handlers);

  const close = useCallback(() => setNotification(null), []);
  return (
    <RealtimeStatusContext.Provider value={connected}>
      <LiveOrdersContext.Provider value={liveOrders}>
        {children}
        {notification && notificationModal ? notificationModal({ notification, onClose: close }) : null}
      </LiveOrdersContext.Provider>
    </RealtimeStatusContext.Provider>
  );
}
