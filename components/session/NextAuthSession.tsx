"use client";

import { SessionProvider, useSession } from "next-auth/react";
import { useEffect, useRef, type ReactNode } from "react";
import { attachSessionSource, NEXT_AUTH_MARKER_ATTRIBUTE, publishSiteSession } from "@/lib/auth/site-session";

/** Hands next-auth's session to the site-wide store, so the header and notices follow it. */
function SessionBridge() {
  const { data, status, update } = useSession();
  const latestUpdate = useRef(update);
  useEffect(() => {
    latestUpdate.current = update;
  }, [update]);
  useEffect(() => attachSessionSource(() => latestUpdate.current()), []);
  useEffect(() => {
    publishSiteSession(status === "authenticated" && data ? { data, status } : { data: null, status });
  }, [data, status]);
  return null;
}

/**
 * next-auth's client for the pages whose forms use it (account, staff and booking-confirmation
 * pages). Public pages do without it and read the session through lib/auth/site-session.ts;
 * see docs/operations.md, "Page weight".
 */
export function NextAuthSession({ children }: { children: ReactNode }) {
  return (
    <SessionProvider refetchOnWindowFocus refetchInterval={0}>
      <SessionBridge />
      {/* Tells the site-wide store, before anything hydrates, that this page's session read is next-auth's. */}
      <template {...{ [NEXT_AUTH_MARKER_ATTRIBUTE]: "next-auth" }} />
      {children}
    </SessionProvider>
  );
}
