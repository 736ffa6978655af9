"use client";

import { useCallback, useEffect, useRef } from "react";
import type { LoginNotice } from "@/lib/auth/login-errors";
import { logoutToLogin } from "./logout";

interface WaitingLogout {
  afterMs: number;
  notice?: LoginNotice;
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
 * The logout after a notice (docs/product.md#in-the-browser) gives the reader its full 2 to 4 s
 * with the notice on screen. The modal is loaded on demand, so on a slow phone an event can
 * arrive before it is there; such a logout starts counting once the modal is `ready` (loaded, or
 * failed to load: the logout must happen even then), not when the event came.
 */
export function useLogoutAfterNotice(ready: boolean): (afterMs: number, notice?: LoginNotice) => void {
  const scheduleLogout = useDelayedLogout();
  const readyNow = useRef(ready);
  const waiting = useRef<WaitingLogout[]>([]);
  useEffect(() => {
    readyNow.current = ready;
    if (!ready) return;
    for (const { afterMs, notice } of waiting.current.splice(0)) scheduleLogout(afterMs, notice);
  }, [ready, scheduleLogout]);
  return useCallback(
    (afterMs: number, notice?: LoginNotice) => {
      if (readyNow.current) scheduleLogout(afterMs, notice);
      else waiting.current.push({ afterMs, notice });
    },
    [scheduleLogout],
  );
}
