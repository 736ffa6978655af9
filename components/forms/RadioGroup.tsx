import { describedBy, FieldMessages } from "./field-parts";

interface RadioGroupProps {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  className?: string;
}

/** A fieldset of radio buttons; the legend names the group and its messages describe it. */
export function RadioGroup({ name, legend, options, value, onChange, error, hint, className }: RadioGroupProps) {
  return (
    <fieldset className={className} aria-describedby={describedBy(name, hint, error)}>
      <legend className="block text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const id = `field-${name}-${option.value}`;
          return (
            <div key={option.value}>
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="peer sr-only"
              />
              <label
                htmlFor={id}
                className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:border-brand-600 peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-checked:text-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700"
              >
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldMessages name={name} hint={hint} error={error} />
    </fieldset>
  );
}
