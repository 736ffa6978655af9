"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLiveOrders, type LiveOrderSignal } from "@/components/realtime/live-orders";
import { useRealtimeConnected } from "@/components/realtime/RealtimeProvider";
import { describeForCleaner, describeForStaff, describeVisitProgress } from "@/lib/booking/orders/visit-progress";

/**
 * Keeps a server-rendered page about orders current (docs/realtime.md): on each live order event
 * for it, the page re-renders on the server (router.refresh, which keeps client state), and the
 * change is announced politely; after the connection comes back, the page refetches to catch up
 * on what it missed. Staff also get a small toast. It opens no connection: events come over the
 * signed-in user's one connection, through RealtimeProvider.
 */
export type LiveOrderScope = { kind: "customer-order"; orderId: string } | { kind: "customer-orders" } | { kind: "cleaner" } | { kind: "staff" };

/** Toasts stay this long unless closed; several events in a row replace each other. */
const TOAST_MS = 6_000;

/** What this page says about a signal, and whether it concerns the page at all. */
function announce(scope: LiveOrderScope, signal: LiveOrderSignal): { relevant: boolean; text: string | null } {
  if (signal.kind === "resync") return { relevant: true, text: null };
  const { event } = signal;
  switch (scope.kind) {
    case "customer-order":
    case "customer-orders": {
      if (event.audience !== "customer") return { relevant: false, text: null };
      if (scope.kind === "customer-order" && event.orderId !== scope.orderId) return { relevant: false, text: null };
      // A line the customer does not see (a staff note) changes nothing on their page.
      if (event.entry === null) return { relevant: false, text: null };
      const progress = describeVisitProgress(event);
      return { relevant: true, text: scope.kind === "customer-orders" ? `Order ${event.number}: ${progress}` : progress };
    }
    case "cleaner":
      return event.audience === "cleaner" ? { relevant: true, text: describeForCleaner(event) } : { relevant: false, text: null };
    case "staff":
      return event.audience === "staff" ? { relevant: true, text: describeForStaff(event) } : { relevant: false, text: null };
  }
}

export function LiveOrderUpdates({ scope }: { scope: LiveOrderScope }) {
  const router = useRouter();
  const [message, setMessage] = useState("");
  const [toast, setToast] = useState<{ key: number; text: string } | null>(null);
  const pendingRefresh = useRef(false);
  const connected = useRealtimeConnected();

  // A burst of events (a series generated, a cancellation with its refund) refreshes once.
  const refresh = useCallback(() => {
    if (pendingRefresh.current) return;
    pendingRefresh.current = true;
    queueMicrotask(() => {
      pendingRefresh.current = false;
      router.refresh();
    });
  }, [router]);

  useLiveOrders((signal) => {
    const { relevant, text } = announce(scope, signal);
    if (!relevant) return;
    refresh();
    if (text === null) return;
    setMessage(text);
    if (scope.kind === "staff") setToast({ key: Date.now(), text });
  });

  useEffect(() => {
    if (toast === null) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <>
      <p role="status" aria-live="polite" className="sr-only" data-testid="live-order-announcement" data-connected={connected ? "true" : "false"}>
        {message}
      </p>
      {toast ? (
        <div
          key={toast.key}
          aria-hidden="true"
          data-testid="live-order-toast"
          className="fixed bottom-4 right-4 z-50 flex max-w-sm items-start gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-800 shadow-lg"
        >
          <span className="mt-1 h-2 w-2 shrink-0 rounded-full bg-emerald-500" />
          <span className="flex-1">{toast.text}</span>
          <button type="button" tabIndex={-1} onClick={() => setToast(null)} className="text-slate-500 hover:text-slate-800">
            <span className="sr-only">Dismiss</span>×
          </button>
        </div>
      ) : null}
    </>
  );
}
