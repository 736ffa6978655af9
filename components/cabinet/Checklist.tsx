"use client";

import { useState } from "react";
import { FormAlert } from "@/components/forms/FormAlert";
import { checklistItemKey, type ChecklistSection } from "@/lib/cabinet/checklists";
import { checklistTickContract } from "@/lib/cabinet/jobs-contract";
import { callApi } from "@/lib/web/http/client";

/**
 * The service's checklist. Each tick is saved for this job and item at once, so a reload or
 * another phone shows the same progress; the box changes straight away and goes back, with the
 * reason, if the server refuses. A finished or cancelled job shows its ticks read-only.
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
  const total = sections.reduce((sum, section) => sum + section.items.length, 0);

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
    const result = await callApi(checklistTickContract, { params: { id: jobId }, body: { item: key, done: checked } });
    if (result.ok) return;
    mark(key, !checked);
    setError(result.error);
  };

  return (
    <div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {done.size} of {total} done
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
            <ul className="mt-2 space-y-2">
              {section.items.map((item, itemIndex) => {
                const key = checklistItemKey(section.title, item);
                const id = `check-${jobId}-${sectionIndex}-${itemIndex}`;
                const ticked = done.has(key);
                return (
                  <li key={key} className="flex items-start gap-3">
                    <input
                      id={id}
                      type="checkbox"
                      className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
                      checked={ticked}
                      onChange={(event) => void toggle(key, event.target.checked)}
                    />
                    <label htmlFor={id} className={`text-sm ${ticked ? "text-slate-600 line-through" : "text-slate-800"}`}>
                      {item}
                    </label>
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
