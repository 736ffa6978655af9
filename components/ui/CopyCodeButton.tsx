"use client";

import { useState } from "react";
import { secondaryButtonClass } from "./styles";

/** Copies a gift-card code (or a referral link, with its own label); says so in words for screen readers too. */
export function CopyCodeButton({ code, label = "Copy code", copiedMessage = "Code copied" }: { code: string; label?: string; copiedMessage?: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <>
      <button type="button" onClick={copy} className={`${secondaryButtonClass} min-h-9 px-3 py-1 text-sm`}>
        {copied ? "Copied" : label}
      </button>
      <span className="sr-only" aria-live="polite">
        {copied ? copiedMessage : ""}
      </span>
    </>
  );
}
