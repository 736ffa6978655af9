"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

export type Feedback = { kind: "success" | "error"; text: string } | null;

const FeedbackContext = createContext<(feedback: Feedback) => void>(() => undefined);

/** Lets an action anywhere inside report its result to the panel's message area. */
export function useActionFeedback(): (feedback: Feedback) => void {
  return useContext(FeedbackContext);
}

/**
 * A group of staff actions with one message area above them. It stays mounted while the page
 * refreshes after an action, so "Order confirmed" is still read out even though the Confirm
 * button itself is gone. Both live regions stay in the page so screen readers announce changes.
 * `standing` is what the status area shows while no action has just succeeded (the cleaner's
 * "on my way" estimate), so one event never shows as two notices.
 */
export function ActionPanel({ children, className, standing }: { children: ReactNode; className?: string; standing?: ReactNode }) {
  const [feedback, setFeedback] = useState<Feedback>(null);
  const show = useCallback((next: Feedback) => setFeedback(next), []);
  const value = useMemo(() => show, [show]);
  return (
    <FeedbackContext.Provider value={value}>
      <div className={className}>
        <div role="status" aria-live="polite">
          {feedback?.kind === "success" ? (
            <p className="mb-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
              <span aria-hidden="true">✓ </span>
              {feedback.text}
            </p>
          ) : (
            standing
          )}
        </div>
        <div role="alert">
          {feedback?.kind === "error" ? (
            <p className="mb-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
              <span aria-hidden="true">⚠ </span>
              {feedback.text}
            </p>
          ) : null}
        </div>
        {children}
      </div>
    </FeedbackContext.Provider>
  );
}
