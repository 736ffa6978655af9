"use client";

import { fullPageNavigation } from "@/lib/kernel/full-page-navigation";
import { signOutOfSite } from "./sign-out";
import { readSessionFromServer } from "./site-session";

export const SESSION_EXPIRED_MESSAGE = "Session expired due to inactivity";
export const AUTHENTICATION_FAILED_MESSAGE = "Authentication failed";
export const LAST_ACTIVITY_KEY = "lastActivity";
export const INACTIVITY_LIMIT_MS = 7 * 24 * 60 * 60 * 1000;

export class SessionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SessionError";
  }
}

/** Everything the helper touches in the browser, replaceable in tests. */
export interface ApiFetchEnvironment {
  fetch: typeof fetch;
  /** Re-reads the session from the server; null when it has ended. */
  refreshSession: () => Promise<unknown>;
  logout: (returnTo: string) => Promise<void>;
  currentPath: () => string;
  storage: () => Storage | undefined;
  now: () => number;
}

const browserEnvironment: ApiFetchEnvironment = {
  fetch: (...args) => fetch(...args),
  refreshSession: () => readSessionFromServer(),
  logout: async (returnTo) => {
    await signOutOfSite(returnTo);
    fullPageNavigation(`/login?returnUrl=${encodeURIComponent(returnTo)}`);
  },
  currentPath: () => `${window.location.pathname}${window.location.search}`,
  storage: () => (typeof window === "undefined" ? undefined : window.localStorage),
  now: () => Date.now(),
};

function readLastActivity(env: ApiFetchEnvironment): number | null {
  try {
    const value = Number(env.storage()?.getItem(LAST_ACTIVITY_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function touchActivity(env: ApiFetchEnvironment): void {
  try {
    env.storage()?.setItem(LAST_ACTIVITY_KEY, String(env.now()));
  } catch {
    // Storage failures are ignored (docs/product.md#when-something-fails).
  }
}

/**
 * Creates the client's fetch for our API. On a 401 it refreshes the session once, however many
 * requests failed together, and retries them; if the session is gone the user is logged out and
 * sent to /login with the current page as returnUrl. A 401 from an /auth/ URL logs out at once.
 */
export function createApiFetch(env: ApiFetchEnvironment = browserEnvironment) {
  let refreshing: Promise<boolean> | null = null;

  const refreshOnce = (): Promise<boolean> => {
    refreshing ??= env
      .refreshSession()
      .then((session) => session !== null && session !== undefined)
      .catch(() => false)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  return async function apiFetch(input: string, init: RequestInit = {}): Promise<Response> {
    const last = readLastActivity(env);
    if (last !== null && env.now() - last > INACTIVITY_LIMIT_MS) {
      env.storage()?.removeItem(LAST_ACTIVITY_KEY);
      await env.logout(env.currentPath());
      throw new SessionError(SESSION_EXPIRED_MESSAGE);
    }
    const request = () => env.fetch(input, { credentials: "same-origin", ...init });
    const response = await request();
    if (response.status !== 401) {
      touchActivity(env);
      return response;
    }
    if (input.includes("/auth/")) {
      await env.logout(env.currentPath());
      throw new SessionError(AUTHENTICATION_FAILED_MESSAGE);
    }
    if (!(await refreshOnce())) {
      await env.logout(env.currentPath());
      throw new SessionError(AUTHENTICATION_FAILED_MESSAGE);
    }
    const retried = await request();
    if (retried.status === 401) {
      await env.logout(env.currentPath());
      throw new SessionError(AUTHENTICATION_FAILED_MESSAGE);
    }
    touchActivity(env);
    return retried;
  };
}

export const apiFetch = createApiFetch();
