"use client";

import { useSyncExternalStore } from "react";
import { rememberSignedInOnThisDevice } from "./device-marker";
import { parseSessionAnswer, type SiteSession } from "./session-answer";

/**
 * The browser's view of the session, shared by every page without next-auth's client: public
 * pages read it with one GET /api/auth/session (the same request SessionProvider makes, so the
 * server renews the cookie and reloads `blocked` and the role as before). Pages that use
 * next-auth's SessionProvider (account, staff and booking-confirmation pages, see
 * components/session/NextAuthSession.tsx) attach it here instead: then its session is the one
 * every reader sees and no second request is made. See docs/operations.md, "Page weight".
 */

export type SiteSessionStatus = "loading" | "authenticated" | "unauthenticated";

export interface SiteSessionState {
  data: SiteSession | null;
  status: SiteSessionStatus;
}

export interface SiteSessionView extends SiteSessionState {
  /** Reads the session from the server again and resolves once every reader has it. */
  update(): Promise<void>;
}

/** next-auth's tab-to-tab message key: a sign-in or sign-out in another tab is read again here. */
const BROADCAST_KEY = "nextauth.message";
const SESSION_URL = "/api/auth/session";
const LOADING: SiteSessionState = { data: null, status: "loading" };
/**
 * Rendered by components/session/NextAuthSession.tsx into the server's HTML. Its SessionProvider
 * may hydrate in a later commit than the header, so the store looks for the marker rather than
 * waiting for the provider: a second session read could renew a cookie the page means to lose.
 */
export const NEXT_AUTH_MARKER_ATTRIBUTE = "data-session-provider";

let state: SiteSessionState = LOADING;
const listeners = new Set<() => void>();
/** The attached SessionProvider's refresh, while one is mounted. */
let attached: (() => Promise<unknown>) | null = null;
let started = false;
let inFlight: Promise<SiteSession | null> | null = null;

function publish(next: SiteSessionState): void {
  if (next.status === state.status && sameSession(next.data, state.data)) return;
  state = next;
  // Someone signed in here: next time the booking form offers "Sign in" first (lib/auth/device-marker.ts).
  if (next.status === "authenticated") rememberSignedInOnThisDevice();
  for (const listener of listeners) listener();
}

function sameSession(a: SiteSession | null, b: SiteSession | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Reads the session from the server, one request at a time, and resolves with it (null for a
 * visitor). Unless a SessionProvider is attached (it publishes its own), every reader gets the
 * answer. A failed read rejects and keeps what is known.
 */
export function readSessionFromServer(): Promise<SiteSession | null> {
  inFlight ??= fetch(SESSION_URL, { credentials: "same-origin", headers: { accept: "application/json" } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${SESSION_URL} answered ${response.status}`);
      const session = parseSessionAnswer(await response.json());
      if (!attached) publish(session ? { data: session, status: "authenticated" } : { data: null, status: "unauthenticated" });
      return session;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The store's own reads: failures stay quiet (a visitor simply sees the Login button). */
function fetchSession(): Promise<void> {
  return readSessionFromServer().then(
    () => undefined,
    (error: unknown) => {
      console.error("[session] could not read the session", error);
      if (state.status === "loading" && !attached) publish({ data: null, status: "unauthenticated" });
    },
  );
}

export async function refreshSiteSession(): Promise<void> {
  if (attached) await attached();
  else await fetchSession();
}

function onVisible(): void {
  // SessionProvider refetches on focus by itself while attached.
  if (document.visibilityState === "visible" && !attached) void fetchSession();
}

function onStorage(event: StorageEvent): void {
  if (event.key === BROADCAST_KEY && event.newValue && !attached) void fetchSession();
}

/** A page whose layout brings next-auth's SessionProvider: that provider makes the read. */
function pageHasSessionProvider(): boolean {
  return document.querySelector(`[${NEXT_AUTH_MARKER_ATTRIBUTE}]`) !== null;
}

/** The first reader starts the store; the read waits one task so a SessionProvider mounting in the same commit can attach first. */
function start(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  document.addEventListener("visibilitychange", onVisible);
  window.addEventListener("storage", onStorage);
  setTimeout(() => {
    if (!attached && state.status === "loading" && !pageHasSessionProvider()) void fetchSession();
  }, 0);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  start();
  return () => listeners.delete(listener);
}

const snapshot = () => state;
const serverSnapshot = () => LOADING;

/** The session every client component reads; the same shape as next-auth's useSession. */
export function useSiteSession(): SiteSessionView {
  const current = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return { ...current, update: refreshSiteSession };
}

/**
 * Called by the next-auth bridge: its session becomes everyone's, and refreshes go through its
 * `update`. Returns the detach function; the last known session stays after detaching.
 */
export function attachSessionSource(refresh: () => Promise<unknown>): () => void {
  attached = refresh;
  return () => {
    if (attached === refresh) attached = null;
  };
}

export function publishSiteSession(next: SiteSessionState): void {
  publish(next);
}

/** A sign-out made without next-auth's client: every reader sees it at once, other tabs read again. */
export function announceSignedOut(): void {
  publish({ data: null, status: "unauthenticated" });
  try {
    window.localStorage.setItem(BROADCAST_KEY, JSON.stringify({ event: "session", data: { trigger: "signout" }, timestamp: Math.floor(Date.now() / 1000) }));
  } catch {
    // Storage failures are ignored: the other tabs read the session on their next focus.
  }
}

/**
 * Tests only: forget everything between cases.
 * @internal A test seam: it reaches state private to this module; knip --production ignores it (docs/architecture.md#layers).
 */
export function resetSiteSessionForTests(): void {
  state = LOADING;
  attached = null;
  started = false;
  inFlight = null;
  listeners.clear();
}
