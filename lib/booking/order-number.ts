/** The number people see and say on the phone: 10042 → "C-10042". */
export function formatOrderNumber(number: number): string {
  return `C-${number}`;
}

/** "C-10042", "c10042" or "10042" → 10042; anything else → null. */
export function orderNumberOf(text: string): number | null {
  const match = /^c?-?\s*(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}
