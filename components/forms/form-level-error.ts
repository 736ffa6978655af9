import type { FieldErrors } from "@/lib/kernel/failure";

/**
 * The message a form shows above its fields after a refusal, or null when the server's message
 * is one of the field messages already shown beside its field: said twice, it reads as two
 * problems.
 */
export function formLevelError(error: string, fieldErrors: FieldErrors): string | null {
  return Object.values(fieldErrors).includes(error) ? null : error;
}
