import { z } from "zod";
import { normalizeUsPhone, PHONE_MESSAGE } from "./us-phone";

export { normalizeUsPhone, PHONE_MESSAGE } from "./us-phone";

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
