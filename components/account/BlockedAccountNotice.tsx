"use client";

import { useSiteSession } from "@/lib/auth/site-session";
import { BLOCKED_READ_ONLY_MESSAGE } from "@/lib/account/read-only-notice";

/**
 * On every page while the signed-in account is blocked but kept its session: it may browse
 * and see orders, not book, change, cancel or buy. The unblock notice refreshes the session,
 * and the notice goes with it.
 */
export function BlockedAccountNotice() {
  const { data: session } = useSiteSession();
  if (!session?.user.blocked) return null;
  return (
    <aside aria-label="Account notice" className="border-b border-amber-200 bg-amber-50">
      <p className="mx-auto max-w-6xl px-4 py-3 text-sm font-medium text-amber-900">{BLOCKED_READ_ONLY_MESSAGE}</p>
    </aside>
  );
}
