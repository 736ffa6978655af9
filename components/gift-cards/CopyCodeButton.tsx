"use client";

import { useState } from "react";
import { secondaryButtonClass } from "@/components/ui/styles";

/** Copies a gift-card code; says so in words for screen readers too. */
export function CopyCodeButton({ code }: { code: string }) {
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
        {copied ? "Copied" : "Copy code"}
      </button>
      <span className="sr-only" aria-live="polite">
        {copied ? "Code copied" : ""}
      </span>
    </>
  );
}
