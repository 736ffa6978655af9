import { z } from "zod";
import { COMMON_PASSWORDS } from "./common-passwords";
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from "./password-length";

/** A new password: 8 to 128 characters and not one people commonly use. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX, PASSWORD_TOO_LONG)
  .refine((password) => !COMMON_PASSWORDS.has(password.toLowerCase()), {
    message: "That password is too common. Choose one that is harder to guess.",
  });
