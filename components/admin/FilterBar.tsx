import Link from "next/link";
import type { ReactNode } from "react";
import { FormAlert } from "@/components/forms/FormAlert";
import { FilterForm } from "./FilterForm";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";

/**
 * A list's filters as a plain GET form: it works before any script loads, and every filtered
 * view has an address staff can bookmark or send to each other.
 */
export function FilterBar({ action, children, errors, label }: { action: string; children: ReactNode; errors: Record<string, string>; label: string }) {
  const messages = Object.values(errors);
  return (
    <FilterForm action={action} label={label}>
      {messages.length > 0 ? (
        <div className="mb-3">
          <FormAlert kind="error">Some filters were not understood and are ignored: {messages.join(" ")}</FormAlert>
        </div>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
      <div className="mt-3 flex gap-2">
        <button type="submit" className={primaryButtonClass}>
          Filter
        </button>
        <Link href={action} className={secondaryButtonClass}>
          Clear
        </Link>
      </div>
    </FilterForm>
  );
}
