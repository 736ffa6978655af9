import type { z } from "zod";
import { fieldErrorsOf, type FieldErrors } from "@/lib/kernel/failure";

export type RawSearchParams = Record<string, string | string[] | undefined>;

/** One value per name (the first when a parameter repeats), as a filter schema expects. */
export function firstValues(params: RawSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") values[name] = first;
  }
  return values;
}

/**
 * A page's filters from its address. A hand-edited or stale address never breaks the page: the
 * list falls back to no filters and the messages say what was wrong.
 */
export function parseFilters<S extends z.ZodType>(schema: S, params: RawSearchParams): { query: z.output<S>; values: Record<string, string>; errors: FieldErrors } {
  const values = firstValues(params);
  const parsed = schema.safeParse(values);
  if (parsed.success) return { query: parsed.data, values, errors: {} };
  return { query: schema.parse({}), values, errors: fieldErrorsOf(parsed.error) };
}
