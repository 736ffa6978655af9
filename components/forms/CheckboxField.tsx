import type { InputHTMLAttributes, ReactNode } from "react";
import { fieldAria, FieldMessages, fieldIds } from "./field-parts";

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "type"> & {
  name: string;
  label: ReactNode;
  error?: string;
  hint?: string;
};

/** A checkbox with its label beside it and its messages tied to it. */
export function CheckboxField({ name, label, error, hint, className, ...input }: CheckboxFieldProps) {
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          {...fieldAria(name, hint, error)}
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          {...input}
        />
        <label htmlFor={fieldIds(name).id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      <div className="pl-8">
        <FieldMessages name={name} hint={hint} error={error} />
      </div>
    </div>
  );
}
