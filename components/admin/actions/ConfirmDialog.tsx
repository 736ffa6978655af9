"use client";

import { useId, type ReactNode } from "react";
import { DialogShell } from "@/components/ui/DialogShell";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";

const dangerSolidClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60";

interface ConfirmDialogProps {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  tone?: "primary" | "danger";
  busy: boolean;
  /** A refusal from the server, shown inside the dialog so the person can correct and retry. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal that asks before a staff action runs. Focus moves into it (the first field, else the
 * confirm button) and stays there, Escape or Cancel closes it unless the action is under way,
 * and focus goes back to the button that opened it (DialogShell).
 */
export function ConfirmDialog({ title, children, confirmLabel, tone = "primary", busy, error, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();

  return (
    <DialogShell
      labelledBy={titleId}
      initialFocus="textarea, input, select, button[data-confirm]"
      onClose={() => {
        if (!busy) onCancel();
      }}
      className="max-w-lg"
      panelClassName="max-h-[90vh] overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children ? <div className="mt-3 space-y-4 text-sm text-slate-700">{children}</div> : null}
      {error ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryButtonClass} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" data-confirm className={tone === "danger" ? dangerSolidClass : primaryButtonClass} onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? "Working…" : confirmLabel}
        </button>
      </div>
    </DialogShell>
  );
}
