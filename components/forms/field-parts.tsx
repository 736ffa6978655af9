/** Pieces shared by the form fields here, so every field ties its messages to its input alike. */

export const controlClass =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm outline-none focus:ring-2 focus:ring-brand-600";

export function fieldIds(name: string) {
  const id = `field-${name}`;
  return { id, hint: `${id}-hint`, error: `${id}-error` };
}

/** The ids aria-describedby should name: the hint, then the error, when there are any. */
export function describedBy(name: string, hint?: string, error?: string): string | undefined {
  const ids = fieldIds(name);
  return [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(" ") || undefined;
}

export function FieldHint({ name, hint }: { name: string; hint?: string }) {
  return hint ? (
    <p id={fieldIds(name).hint} className="mt-1 text-sm text-slate-600">
      {hint}
    </p>
  ) : null;
}

export function FieldError({ name, error }: { name: string; error?: string }) {
  return error ? (
    <p id={fieldIds(name).error} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

/** Marks a field optional in its label, so required ones need no asterisk legend. */
export function OptionalMark() {
  // The space is text, not margin, so the accessible name reads "Service (optional)".
  return <span className="font-normal text-slate-500">{" (optional)"}</span>;
}

/** The label above a text, select or textarea control, with "(optional)" where it applies. */
export function FieldLabel({ name, label, optional }: { name: string; label: string; optional?: boolean }) {
  return (
    <label htmlFor={fieldIds(name).id} className="block text-sm font-medium text-slate-800">
      {label}
      {optional ? <OptionalMark /> : null}
    </label>
  );
}

/** The border of a control: red while it has an error. */
export function controlClassFor(error: string | undefined): string {
  return `${controlClass} ${error ? "border-red-600" : "border-slate-300"}`;
}
