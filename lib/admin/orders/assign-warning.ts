/**
 * The admin order page's warning under the assign control (docs/product.md#preferred-and-blocked-cleaners).
 * No dependencies: the client component reads it.
 */

export interface CustomerCleanerChoices {
  customerFirstName: string;
  preferred: { id: string; firstName: string }[];
  blockedIds: string[];
}

/** The warning line under the assign control for the chosen cleaner, or null. */
export function assignWarning(choices: CustomerCleanerChoices | undefined, cleaner: { id: string; name: string } | undefined): string | null {
  if (!choices || !cleaner) return null;
  if (choices.blockedIds.includes(cleaner.id)) return `${cleaner.name} is blocked for ${choices.customerFirstName}: the assignment will be refused.`;
  if (choices.preferred.length === 0 || choices.preferred.some((person) => person.id === cleaner.id)) return null;
  return `${choices.customerFirstName} prefers ${choices.preferred.map((person) => person.firstName).join(" or ")}.`;
}
