/**
 * How a stored phone is shown: "(212) 555-0147". Phones are stored in E.164 (+12125550147,
 * ./phone-number.ts), but people read and type the national form, and numbers stored before
 * that (already "(212) 555-0147", from the seed data and older forms) are shown as they are.
 * No library here: pages that only show a phone do not load the phone-number metadata.
 */

const US_E164 = /^\+1(\d{3})(\d{3})(\d{4})$/;

export function formatPhone(stored: string): string {
  const us = US_E164.exec(stored);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : stored;
}

/** formatPhone for an optional phone. */
export function formatOptionalPhone(stored: string | null): string | null {
  return stored === null ? null : formatPhone(stored);
}
