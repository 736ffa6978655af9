import { z } from "zod";

export const PHONE_MESSAGE = "Enter a US phone number with area code, like (212) 555-0147.";

/**
 * A US (NANP) number in the one form we store and show, "(212) 555-0147", the form of the
 * seed data and the company phone; null when it is not a valid ten-digit US number.
 */
export function normalizeUsPhone(input: string): string | null {
  const value = input.trim();
  // Only what people type around the digits; letters ("ext. 4") would be silently lost otherwise.
  if (!/^\+?[\d\s().-]+$/.test(value)) return null;
  let digits = value.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  if (digits.length !== 10) return null;
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  // Area codes and exchanges never start with 0 or 1; N11 area codes are service numbers (911).
  if (!/^[2-9]/.test(area) || !/^[2-9]/.test(exchange) || area.endsWith("11")) return null;
  return `(${area}) ${exchange}-${digits.slice(6)}`;
}

/** An optional phone: blank clears it (null), anything else must be a valid US number. */
export const phoneSchema = z
  .string({ error: PHONE_MESSAGE })
  .max(30, PHONE_MESSAGE)
  .nullable()
  .transform((value, ctx) => {
    if (value === null || value.trim() === "") return null;
    const phone = normalizeUsPhone(value);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
      return z.NEVER;
    }
    return phone;
  });
