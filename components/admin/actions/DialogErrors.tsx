import type { FieldErrors } from "@/lib/kernel/failure";

/**
 * A refusal's field messages inside a confirmation dialog whose fields stay on the page behind
 * it (the payroll forms): the person reads them where they are looking.
 */
export function DialogErrors({ errors }: { errors: FieldErrors }) {
  return Object.values(errors).map((message) => (
    <p key={message} className="text-red-700">
      {message}
    </p>
  ));
}
