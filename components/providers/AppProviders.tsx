"use client";

import type { ReactNode } from "react";
import { RealtimeProvider } from "@/components/realtime/RealtimeProvider";

/**
 * Client-side context for the whole site: the real-time account notifications, for signed-in
 * users only (loaded on demand). The session comes from lib/auth/site-session.ts, which needs
 * no provider; next-auth's own SessionProvider is added only by the layouts whose forms use it
 * (components/session/NextAuthSession.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <RealtimeProvider>{children}</RealtimeProvider>;
}
