import { z } from "zod";
import { registrationSchema } from "@/lib/auth/account-schemas";
import { phoneSchema } from "./phone";

/**
 * PATCH /api/account/profile: any of the fields; an absent field stays as it is, a blank or
 * null phone removes it. Names follow the registration rules so both forms agree.
 */
export const profileUpdateSchema = z
  .object({
    firstName: registrationSchema.shape.firstName,
    lastName: registrationSchema.shape.lastName,
    phone: phoneSchema,
  })
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { message: "Nothing to change.", path: ["form"] });

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
