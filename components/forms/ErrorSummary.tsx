"use client";

import type { MouseEvent, Ref } from "react";

export interface ErrorSummaryItem {
  /** The id of the field the message is about (`field-…`, as components/forms names them). */
  fieldId: string;
  message: string;
}

/**
 * The control a message is about: the field itself, else the chosen (or first) radio button of
 * a group whose buttons are named `${fieldId}-${value}` (RadioGroup and the booking steps do so).
 */
export function findFieldControl(fieldId: string): HTMLElement | null {
  return (
    document.getElementById(fieldId) ??
    document.querySelector<HTMLElement>(`input[id^="${fieldId}-"]:checked`) ??
    document.querySelector<HTMLElement>(`input[id^="${fieldId}-"]`)
  );
}

interface ErrorSummaryProps {
  items: readonly ErrorSummaryItem[];
  /** The form moves the focus here when Next or Submit finds errors. */
  ref?: Ref<HTMLElement>;
  /** For a control findFieldControl cannot find (a calendar, say). */
  resolve?: (fieldId: string) => HTMLElement | null;
  title?: string;
  /** Its heading's level: 3 below a section's h2 (the default), 2 on a form right under the page's h1. */
  headingLevel?: 2 | 3;
}

/**
 * Every message of the step at the top, each a link to its field. It is announced by taking
 * the focus (tabIndex -1), not by being a live region as well, so a screen reader reads it once.
 */
export function ErrorSummary({ items, ref, resolve, title = "There is a problem with your answers", headingLevel = 3 }: ErrorSummaryProps) {
  if (items.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const jump = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const control = resolve?.(fieldId) ?? findFieldControl(fieldId);
    if (!control) return;
    event.preventDefault();
    control.focus();
    control.scrollIntoView?.({ block: "center" });
  };
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="error-summary-title" className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900 outline-none focus-visible:ring-2 focus-visible:ring-red-700">
      <Heading id="error-summary-title" className="text-base font-semibold">
        {title}
      </Heading>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {items.map((item) => (
          <li key={item.fieldId}>
            <a href={`#${item.fieldId}`} onClick={(event) => jump(event, item.fieldId)} className="font-medium underline underline-offset-2 hover:text-red-700">
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
