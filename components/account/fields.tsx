"use client";

import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { inputClass } from "./styles";

interface FieldFrame {
  label: string;
  /** A short help text under the label, read out with the input. */
  hint?: string;
  /** The API's message for this field; marks the input invalid and is read out with it. */
  error?: string;
}

function describedBy(ids: Array<string | false | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(" ");
  return joined || undefined;
}

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <span aria-hidden="true">⚠</span>
      {error}
    </p>
  );
}

export function TextField({ label, hint, error, name, required, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement> & { name: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {!required && <span className="ml-1 font-normal text-slate-500">(optional)</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-500">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy([hint && `${id}-hint`, error && `${id}-error`])}
        className={inputClass}
        {...input}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  name,
  required,
  maxLength,
  length,
  ...textarea
}: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement> & { name: string; length?: number }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {!required && <span className="ml-1 font-normal text-slate-500">(optional)</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-500">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        name={name}
        required={required}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy([hint && `${id}-hint`, error && `${id}-error`])}
        className={`${inputClass} min-h-24 resize-y`}
        {...textarea}
      />
      {maxLength !== undefined && length !== undefined && (
        <p className="mt-1 text-right text-xs text-slate-500" aria-hidden="true">
          {length} / {maxLength}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
