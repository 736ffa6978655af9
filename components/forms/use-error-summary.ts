"use client";

import { useEffect, useRef, useState } from "react";
import type { FieldErrors } from "@/lib/kernel/failure";
import type { ErrorSummaryItem } from "./ErrorSummary";
import { fieldIds } from "./field-parts";

/**
 * The focus half of ErrorSummary: call `showSummary()` whenever Submit (or the server) finds
 * field errors, and the summary takes the focus once React has drawn it. A counter, not a flag,
 * so a second failed Submit with the same messages moves the focus again.
 */
export function useErrorSummary() {
  const summaryRef = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown > 0) summaryRef.current?.focus();
  }, [shown]);
  return { summaryRef, showSummary: () => setShown((count) => count + 1) };
}

/**
 * The summary's lines for messages keyed by field name (as the APIs and zod name them), in the
 * order the fields appear on the form (`order`); any other key follows. Each links to
 * `field-<name>`, the id components/forms gives a field.
 */
export function errorSummaryItemsOf(errors: FieldErrors, order: readonly string[] = []): ErrorSummaryItem[] {
  const rank = (name: string) => {
    const index = order.indexOf(name);
    return index === -1 ? order.length : index;
  };
  return Object.entries(errors)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, message]) => ({ fieldId: fieldIds(name).id, message }));
}
