"use client";

import type { ReactNode } from "react";
import { primaryButtonClass } from "@/components/ui/styles";

/** A submit button that is disabled and says so while the request is on its way. */
export function SubmitButton({ sending, sendingLabel, disabled, children }: { sending: boolean; sendingLabel: string; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="submit" disabled={sending || disabled} className={`${primaryButtonClass} w-full sm:w-auto`}>
      {sending && <Spinner />}
      {sending ? sendingLabel : children}
    </button>
  );
}

export function Spinner() {
  return (
    <svg className="size-4 animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.3" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
