"use client";

import { useEffect, useState } from "react";

/** Waits before the quiet retries after a failure: a couple are all a section that hides on failure spends. */
export const RETRY_DELAYS_MS = [5_000, 10_000] as const;
/**
 * A visitor who comes back to the tab after this long gets a fresh answer: an offer may have
 * ended or begun while the page sat in the background. A quick glance away asks nothing.
 */
export const REFRESH_ON_RETURN_AFTER_MS = 60_000;

export interface Fetched<T> {
  /** The last answer for the current key; kept while a retry after a failure is under way. */
  data: T | undefined;
  /** True until the first answer or failure for the current key. */
  isLoading: boolean;
}

interface Settled<T> {
  id: string;
  data: T | undefined;
  done: boolean;
}

/**
 * What SWR did for the offers section, in the few lines it needs, so the home page does not
 * carry SWR (docs/operations.md, "Page weight"): fetch once per key, a null key fetches nothing,
 * a new key starts over (nothing of the previous key's answer shows), a failure is reported and
 * retried quietly a bounded number of times, and a visitor returning to the tab gets a fresh answer
 * while the last one stays on screen. The key's identity is its JSON form.
 */
export function useFetched<K, T>(key: K | null, fetcher: (key: K) => Promise<T>, onError: (error: unknown) => void): Fetched<T> {
  const id = key === null ? null : JSON.stringify(key);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (id === null) return;
    const current = JSON.parse(id) as K;
    let cancelled = false;
    let inFlight = false;
    let startedAt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (retry: number) => {
      inFlight = true;
      startedAt = Date.now();
      fetcher(current).then(
        (data) => {
          inFlight = false;
          if (!cancelled) setSettled({ id, data, done: true });
        },
        (error: unknown) => {
          inFlight = false;
          if (cancelled) return;
          onError(error);
          setSettled((previous) => ({ id, data: previous?.id === id ? previous.data : undefined, done: true }));
          const delay = RETRY_DELAYS_MS[retry];
          if (delay !== undefined) timer = setTimeout(() => attempt(retry + 1), delay);
        },
      );
    };
    const refreshOnReturn = () => {
      if (document.visibilityState !== "visible" || inFlight || Date.now() - startedAt < REFRESH_ON_RETURN_AFTER_MS) return;
      clearTimeout(timer);
      attempt(0);
    };
    attempt(0);
    document.addEventListener("visibilitychange", refreshOnReturn);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", refreshOnReturn);
    };
    // The fetcher and the error handler are read when the key changes, as SWR did.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  if (id === null) return { data: undefined, isLoading: false };
  const mine = settled?.id === id ? settled : null;
  return { data: mine?.data, isLoading: !mine?.done };
}
