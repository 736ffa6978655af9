"use client";

import { useEffect, useRef, useState } from "react";
import { FormAlert } from "@/components/forms/FormAlert";
import { checklistItemKey, type ChecklistSection } from "@/lib/cabinet/checklists";
import { ticksWithWaiting, waitingLine } from "@/lib/cabinet/offline/action-queue";
import { useJobQueue } from "./offline/ActionQueue";

/**
 * The service's checklist. Each tick is saved for this job and item at once, so a reload or
 * another phone shows the same progress; the box changes straight away and goes back, with the
 * reason, if the server refuses. Without a connection the tick is kept on the phone, stays
 * ticked with "Waiting to send — made 7:42 AM" under it, and is sent when the connection returns
 * (./offline/ActionQueue.tsx); one the server then refuses goes back, the refusal shown on the
 * job. A finished or cancelled job shows its ticks read-only.
 */
export function Checklist({
  sections,
  jobId,
  initialDone = [],
  editable = true,
}: {
  sections: readonly ChecklistSection[];
  jobId: string;
  initialDone?: readonly string[];
  editable?: boolean;
}) {
  const [done, setDone] = useState<ReadonlySet<string>>(() => new Set(initialDone));
  const [error, setError] = useState<string | null>(null);
  const { waiting, refused, act } = useJobQueue(jobId);
  const total = sections.reduce((sum, section) => sum + section.items.length, 0);
  // What waits on the phone shows as done, after a reload too.
  const shown = ticksWithWaiting([...done], waiting);
  const waitingSince = new Map(waiting.flatMap((action) => (action.kind === "checklist" ? [[action.item, action.madeAt] as const] : [])));

  // A tick the server refused after it waited goes back to what it was.
  const undone = useRef(new Set<string>());
  useEffect(() => {
    for (const { action } of refused) {
      if (action.kind !== "checklist" || undone.current.has(action.key)) continue;
      undone.current.add(action.key);
      setDone((current) => {
        const next = new Set(current);
        if (action.done) next.delete(action.item);
        else next.add(action.item);
        return next;
      });
    }
  }, [refused]);

  const mark = (key: string, checked: boolean) =>
    setDone((current) => {
      const next = new Set(current);
      if (checked) next.add(key);
      else next.delete(key);
      return next;
    });

  const toggle = async (key: string, checked: boolean) => {
    mark(key, checked);
    setError(null);
    const outcome = await act({ kind: "checklist", jobId, item: key, done: checked });
    if (outcome.kind !== "refused") return;
    mark(key, !checked);
    setError(outcome.message);
  };

  return (
    <div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {shown.size} of {total} done
      </p>
      {error ? (
        <div className="mt-3">
          <FormAlert kind="error">{error}</FormAlert>
        </div>
      ) : null}
      <div className="mt-3 space-y-5">
        {sections.map((section, sectionIndex) => (
          <fieldset key={section.title} disabled={!editable}>
            <legend className="font-semibold text-ink">{section.title}</legend>
            {/* Each row is a 44 px target: the label spans it, so a tap anywhere on the line ticks. */}
            <ul className="mt-1">
              {section.items.map((item, itemIndex) => {
                const key = checklistItemKey(section.title, item);
                const id = `check-${jobId}-${sectionIndex}-${itemIndex}`;
                const ticked = shown.has(key);
                const since = waitingSince.get(key);
                return (
                  <li key={key} className="flex items-center gap-3">
                    <input
                      id={id}
                      type="checkbox"
                      className="h-6 w-6 shrink-0 accent-brand-700"
                      checked={ticked}
                      aria-describedby={since ? `${id}-waiting` : undefined}
                      onChange={(event) => void toggle(key, event.target.checked)}
                    />
                    <label htmlFor={id} className={`flex min-h-11 flex-1 items-center py-1 text-sm ${ticked ? "text-slate-600 line-through" : "text-slate-800"}`}>
                      {item}
                    </label>
                    {since ? (
                      <span id={`${id}-waiting`} className="max-w-36 shrink-0 text-right text-xs font-medium text-amber-800" data-testid="tick-waiting">
                        {waitingLine(since)}
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
    </div>
  );
}
