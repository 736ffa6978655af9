"use client";

import { SessionProvider } from "next-auth/react";
import type { ReactNode } from "react";

/** Client-side context for the whole site: the session (read from /api/auth/session). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider refetchOnWindowFocus refetchInterval={0}>
      {children}
    </SessionProvider>
  );
}
