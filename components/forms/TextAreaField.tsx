import type { TextareaHTMLAttributes } from "react";
import { controlClassFor, fieldAria, LabelledField } from "./field-parts";

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name"> & {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  /** The current length, to show "12 / 500" under the field when it has a maxLength. */
  length?: number;
};

/** A labelled multi-line input whose message is tied to it for screen readers. */
export function TextAreaField({ name, label, error, hint, optional, length, className, rows = 5, ...textarea }: TextAreaFieldProps) {
  return (
    <LabelledField name={name} label={label} hint={hint} error={error} optional={optional} className={className}>
      <textarea {...fieldAria(name, hint, error)} rows={rows} className={`${controlClassFor(error)} resize-y`} {...textarea} />
      {textarea.maxLength !== undefined && length !== undefined ? (
        <p className="mt-1 text-right text-xs text-slate-500" aria-hidden="true">
          {length} / {textarea.maxLength}
        </p>
      ) : null}
    </LabelledField>
  );
}
