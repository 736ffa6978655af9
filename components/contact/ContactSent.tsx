"use client";

import { useEffect, useRef } from "react";
import type { SitePagesWords } from "@/lib/kernel/i18n/site-pages-words";

/** What replaces the form once the message is in; focus moves here so it is read out. */
export function ContactSent({ message, onAnother, words }: { message: string; onAnother: () => void; words: SitePagesWords["contactSent"] }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div ref={panel} tabIndex={-1} role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-900 outline-none">
      <h2 className="text-xl font-semibold">{words.heading}</h2>
      <p className="mt-2">{message}</p>
      <button
        type="button"
        onClick={onAnother}
        className="mt-4 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {words.another}
      </button>
    </div>
  );
}
