"use client";

import { SessionProvider } from "next-auth/react";
import type { ReactNode } from "react";
import { RealtimeProvider } from "@/components/realtime/RealtimeProvider";

/**
 * Client-side context for the whole site: the session (read from /api/auth/session) and, for
 * signed-in users only, the real-time account notifications (loaded on demand).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider refetchOnWindowFocus refetchInterval={0}>
      <RealtimeProvider>{children}</RealtimeProvider>
    </SessionProvider>
  );
}
