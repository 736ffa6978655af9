/** Pieces shared by the form fields here, so every field ties its messages to its input alike. */
import type { ReactNode } from "react";

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

function FieldHint({ name, hint }: { name: string; hint?: string }) {
  return hint ? <FieldNote id={fieldIds(name).hint} text={hint} className="mt-1 text-sm text-slate-600" /> : null;
}

function FieldError({ name, error }: { name: string; error?: string }) {
  return error ? <FieldNote id={fieldIds(name).error} text={error} className="mt-1 text-sm font-medium text-red-700" /> : null;
}

function FieldNote({ id, text, className }: { id: string; text: string; className: string }) {
  return (
    <p id={id} className={className}>
      {text}
    </p>
  );
}

/** The hint, then the error, under a control (both tied to it by fieldAria). */
export function FieldMessages({ name, hint, error }: { name: string; hint?: string; error?: string }) {
  return (
    <>
      <FieldHint name={name} hint={hint} />
      <FieldError name={name} error={error} />
    </>
  );
}

/** The attributes that tie a control to its label and messages and flag it invalid. */
export function fieldAria(name: string, hint?: string, error?: string) {
  return { id: fieldIds(name).id, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(name, hint, error) } as const;
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

interface LabelledFieldProps {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  className?: string;
  children: ReactNode;
}

/** A text, select or textarea control with its label above and its messages below. */
export function LabelledField({ name, label, hint, error, optional, className, children }: LabelledFieldProps) {
  return (
    <div className={className}>
      <FieldLabel name={name} label={label} optional={optional} />
      {children}
      <FieldMessages name={name} hint={hint} error={error} />
    </div>
  );
}
