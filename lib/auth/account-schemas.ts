import { z } from "zod";
import { containsLink } from "@/lib/kernel/validation/links";
import { personName } from "@/lib/kernel/validation/text";
import { localeSchema } from "@/lib/kernel/validation/locale";
import { newPasswordSchema } from "./password-policy";
import { returnPathOrNothing } from "./return-url";

/** One line (personName), no links: names are echoed in the mails we send, as on the contact form. */
const name = (label: string) =>
  personName(label, `Enter your ${label}.`)
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(60, `Keep your ${label} under 60 characters.`)
    .refine((value) => !containsLink(value), `Enter just your ${label}, without links.`);

export const emailSchema = z
  .string({ error: "Enter your email address." })
  .trim()
  .max(254, "That email address is too long.")
  .pipe(z.email("Enter a valid email address, like name@example.com."));

export const registrationSchema = z.object({
  firstName: name("first name"),
  lastName: name("last name"),
  email: emailSchema,
  password: newPasswordSchema,
  /** The page the person signed up from (the booking form): the verification link leads back to it. */
  returnUrl: z.unknown().optional().transform(returnPathOrNothing),
  /** The language of the page they signed up on: the account's emails and texts use it. English when absent. */
  locale: localeSchema.optional(),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const tokenSchema = z.string({ error: "This link is incomplete." }).regex(/^[A-Za-z0-9_-]{20,100}$/, "This link is incomplete or damaged.");

export const resetPasswordSchema = z.object({ token: tokenSchema, password: newPasswordSchema });

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: "Enter your current password." }).min(1, "Enter your current password.").max(128),
  newPassword: newPasswordSchema,
});

export const changeEmailSchema = z.object({
  newEmail: emailSchema,
  password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(128),
});
