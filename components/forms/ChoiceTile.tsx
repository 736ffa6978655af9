import type { ReactNode } from "react";

interface ChoiceTileProps {
  id: string;
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}

/** One of a row of radio buttons drawn as tiles (a rating, a tip): the real input stays for keyboards and screen readers. */
export function ChoiceTile({ id, name, value, checked, onChange, children }: ChoiceTileProps) {
  return (
    <div>
      <input id={id} type="radio" name={name} value={value} checked={checked} onChange={onChange} className="peer sr-only" />
      <label
        htmlFor={id}
        className="flex min-h-16 cursor-pointer flex-col items-center justify-center rounded-xl border border-slate-300 bg-white text-center hover:border-brand-600 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700"
      >
        {children}
      </label>
    </div>
  );
}
