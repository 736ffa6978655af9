import { z } from "zod";
import { PHONE_PROBLEM_MESSAGES, toE164 } from "@/lib/kernel/phone/phone-number";

/**
 * The phone fields of our forms (profile, booking contact, contact form), checked alike in the
 * browser and on the server: what was typed is read with toE164 and stored in E.164, and a
 * number we could never text is refused with its reason (docs/product.md#text-messages).
 */

export const PHONE_REQUIRED_MESSAGE = "Enter a phone number, for example (917) 555-0123.";

/** Longer than any way of writing a US number; only an attempt at something else gets here. */
const PHONE_MAX = 30;

function toStoredPhone(typed: string, ctx: z.RefinementCtx): string {
  const read = toE164(typed);
  if (read.ok) return read.e164;
  ctx.addIssue({ code: "custom", message: read.message });
  return z.NEVER;
}

/** An optional phone: blank or null is no phone (null), anything else must be a number we can text. */
export const phoneSchema = z
  .string({ error: PHONE_PROBLEM_MESSAGES.invalid })
  .max(PHONE_MAX, PHONE_PROBLEM_MESSAGES.invalid)
  .nullable()
  .transform((value, ctx) => (value === null || value.trim() === "" ? null : toStoredPhone(value, ctx)));

/** A phone that must be given. */
export const requiredPhoneSchema = z
  .string({ error: PHONE_REQUIRED_MESSAGE })
  .max(PHONE_MAX, PHONE_PROBLEM_MESSAGES.invalid)
  .transform((value, ctx) => {
    if (value.trim() !== "") return toStoredPhone(value, ctx);
    ctx.addIssue({ code: "custom", message: PHONE_REQUIRED_MESSAGE });
    return z.NEVER;
  });
