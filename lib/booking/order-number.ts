/** The number people see and say on the phone: 10042 → "C-10042". */
export function formatOrderNumber(number: number): string {
  return `C-${number}`;
}
