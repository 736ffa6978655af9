"use client";

import { secondaryButtonClass } from "@/components/ui/styles";

/** Opens the browser's print dialog (the receipt's print styles leave only the document). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className={`${secondaryButtonClass} print:hidden`} onClick={() => window.print()}>
      {label}
    </button>
  );
}
