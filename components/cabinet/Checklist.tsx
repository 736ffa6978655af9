"use client";

import { useState } from "react";
import type { ChecklistSection } from "@/lib/cabinet/checklists";

/**
 * The service's checklist. Ticks are a memory aid for the person working through it on their
 * phone; they stay in this page only (the office tracks the job by check-in and check-out).
 */
export function Checklist({ sections, jobId }: { sections: readonly ChecklistSection[]; jobId: string }) {
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const total = sections.reduce((sum, section) => sum + section.items.length, 0);
  return (
    <div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {done.size} of {total} done
      </p>
      <div className="mt-3 space-y-5">
        {sections.map((section, sectionIndex) => (
          <fieldset key={section.title}>
            <legend className="font-semibold text-ink">{section.title}</legend>
            <ul className="mt-2 space-y-2">
              {section.items.map((item, itemIndex) => {
                const key = `${sectionIndex}-${itemIndex}`;
                const id = `check-${jobId}-${key}`;
                return (
                  <li key={key} className="flex items-start gap-3">
                    <input
                      id={id}
                      type="checkbox"
                      className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
                      checked={done.has(key)}
                      onChange={(event) =>
                        setDone((current) => {
                          const next = new Set(current);
                          if (event.target.checked) next.add(key);
                          else next.delete(key);
                          return next;
                        })
                      }
                    />
                    <label htmlFor={id} className={`text-sm ${done.has(key) ? "text-slate-500 line-through" : "text-slate-800"}`}>
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
