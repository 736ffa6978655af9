"use client";

export type Alert = { kind: "success" | "error"; text: string } | null;

/**
 * The form-level message. Both live regions stay mounted so screen readers announce a message
 * when it appears (a region inserted together with its text is often not read).
 */
export function FormAlert({ alert }: { alert: Alert }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {alert?.kind === "success" && (
          <p className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800">
            <span aria-hidden="true">✓</span>
            {alert.text}
          </p>
        )}
      </div>
      <div role="alert">
        {alert?.kind === "error" && (
          <p className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            <span aria-hidden="true">⚠</span>
            {alert.text}
          </p>
        )}
      </div>
    </>
  );
}
