"use client";

import { useState } from "react";
import { FormAlert } from "@/components/forms/FormAlert";
import type { WaitlistEntryView } from "@/lib/waitlist/waitlist-page";
import { leaveWaitlistContract } from "@/lib/waitlist/waitlist-contract";
import { callApi } from "@/lib/web/http/client";

/** The customer's waitlist entries with a Leave button each (docs/product.md#waitlist). */
export function WaitlistEntries({ initial }: { initial: WaitlistEntryView[] }) {
  const [entries, setEntries] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  // The entries being left: each one's button says so and cannot be pressed again until its answer comes.
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(new Set());

  async function leave(id: string) {
    setLeaving((current) => new Set(current).add(id));
    const result = await callApi(leaveWaitlistContract, { params: { id } });
    setLeaving((current) => new Set([...current].filter((other) => other !== id)));
    if (!result.ok) return setError(result.error);
    setError(null);
    setEntries((current) => current.filter((entry) => entry.id !== id));
  }

  if (entries.length === 0) return <p className="text-sm text-slate-600">You are not waiting for any day. When a day you want is full, the booking page lets you join its waitlist.</p>;
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-100">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="text-sm">
              <p className="font-medium text-ink">
                {entry.day}, {entry.window}
              </p>
              <p className="text-slate-600">{entry.held ? `A time is held for you: ${entry.held.when}, until ${entry.held.until}. Check your email to book it.` : "Waiting for a cleaner to free up."}</p>
            </div>
            <button
              type="button"
              onClick={() => void leave(entry.id)}
              disabled={leaving.has(entry.id)}
              aria-busy={leaving.has(entry.id)}
              className="self-start rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-ink hover:border-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {leaving.has(entry.id) ? "Leaving…" : "Leave the waitlist"}
            </button>
          </li>
        ))}
      </ul>
      {error ? <FormAlert kind="error">{error}</FormAlert> : null}
    </div>
  );
}
