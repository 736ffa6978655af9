"use client";

import { usePathname, useRouter } from "next/navigation";
import { useCallback, useRef } from "react";
import { useLiveTexts } from "@/components/realtime/live-texts";
import { threadHref } from "@/lib/messaging/inbox/thread-address";

/**
 * Keeps the admin panel current as texts come in (docs/messaging.md, "Staff inbox"): on each
 * TextReceived, and after the connection comes back, the page's server data is fetched again
 * (router.refresh, as live orders do), which updates the navigation's unread count, the inbox's
 * list and a thread. The open thread of that very number is left to its own view, which marks
 * the text read first, so the count never blinks up and down.
 */
export function LiveTextUpdates() {
  const router = useRouter();
  const pathname = usePathname() ?? "";
  const pending = useRef(false);

  // Several texts at once (a STOP and its confirmation) refresh once.
  const refresh = useCallback(() => {
    if (pending.current) return;
    pending.current = true;
    queueMicrotask(() => {
      pending.current = false;
      router.refresh();
    });
  }, [router]);

  useLiveTexts((signal) => {
    if (signal.kind === "text" && pathname === threadHref(signal.event.phone)) return;
    refresh();
  });
  return null;
}
