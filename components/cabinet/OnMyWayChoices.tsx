"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useActionFeedback } from "@/components/admin/actions/ActionFeedback";
import { ON_MY_WAY_CHOICES } from "@/lib/cabinet/on-my-way";
import { useActionQueue } from "./offline/ActionQueue";

/**
 * "On my way" as five big buttons a thumb can hit on a subway platform: one tap sends that
 * estimate. There is no confirming step: a tap is easy to put right (another tap revises the
 * estimate on the customer's page, and only the first one emails them), and a second dialog is
 * what made it slow one-handed. The estimate shown above the buttons (the panel's standing
 * line) is the one notice: `onSent` puts the new one there at once, and a refusal shows in the
 * panel's alert.
 */
export function OnMyWayChoices({ jobId, onSent }: { jobId: string; onSent: (etaMinutes: number, at: Date) => void }) {
  const router = useRouter();
  const report = useActionFeedback();
  const { act } = useActionQueue();
  const [sending, setSending] = useState<number | null>(null);
  const titleId = useId();
  const hintId = useId();

  async function send(etaMinutes: number) {
    report(null);
    setSending(etaMinutes);
    const outcome = await act({ kind: "on_the_way", jobId, etaMinutes });
    setSending(null);
    if (outcome.kind === "refused") {
      report({ kind: "error", text: outcome.message });
      return;
    }
    // Kept on the phone: shown as sent, with the time it was made; the server's answer comes later.
    if (outcome.kind === "queued") {
      onSent(etaMinutes, outcome.madeAt);
      return;
    }
    onSent(etaMinutes, new Date());
    router.refresh();
  }

  return (
    <div role="group" aria-labelledby={titleId} aria-describedby={hintId}>
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        On my way
      </h2>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        Tap about how long until you get there. The customer sees it on their order page at once; the first tap also emails them.
      </p>
      <ul className="mt-3 grid grid-cols-5 gap-2">
        {ON_MY_WAY_CHOICES.map((minutes) => (
          <li key={minutes}>
            <button
              type="button"
              disabled={sending !== null}
              aria-busy={sending === minutes}
              onClick={() => void send(minutes)}
              className="flex min-h-14 w-full flex-col items-center justify-center rounded-xl border-2 border-brand-700 bg-white px-1 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-60"
            >
              <span className="text-xl leading-none">{minutes}</span> <span className="text-xs">min</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
