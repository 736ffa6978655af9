import { z } from "zod";
import { registrationSchema } from "@/lib/auth/account-schemas";
import { localeSchema } from "@/lib/kernel/validation/locale";
import { phoneSchema } from "./phone";

/**
 * PATCH /api/account/profile: any of the fields (names, phone, the language of emails and
 * texts); an absent field stays as it is, a blank or null phone removes it. Names follow the registration rules so both forms agree.
 */
export const profileUpdateSchema = z
  .object({
    firstName: registrationSchema.shape.firstName,
    lastName: registrationSchema.shape.lastName,
    phone: phoneSchema,
    /** The language of the account's emails and texts. */
    locale: localeSchema,
  })
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { message: "Nothing to change.", path: ["form"] });

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
