import { z } from "zod";
import { multiLineText, singleLineText } from "@/lib/kernel/validation/text";
import { ACCESS_NOTES_MAX, serviceZipSchema } from "./service-zip";
import { accessDetailsInputSchema } from "./access-details";

const required = (what: string, max: number) =>
  singleLineText(what, `Enter the ${what}.`)
    .trim()
    .min(1, `Enter the ${what}.`)
    .max(max, `Keep the ${what} under ${max} characters.`);

/** Blank means "none": stored as null, so the booking form never shows an empty line. */
const optional = (what: string, max: number, lines: "one line" | "several lines" = "one line") =>
  (lines === "one line" ? singleLineText(what) : multiLineText(what))
    .trim()
    .max(max, `Keep the ${what} under ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));

const fields = {
  label: required("label", 40),
  street: required("street address", 120),
  unit: optional("apartment or unit", 20),
  city: required("city or neighborhood", 60),
  zip: serviceZipSchema,
  accessNotes: optional("access notes", ACCESS_NOTES_MAX, "several lines"),
  /** Doorman, buzzer, keys, parking and the codes (./access-details.ts); absent leaves them as they are. */
  access: accessDetailsInputSchema.optional(),
};

/** POST /api/account/addresses. */
export const addressInputSchema = z.object(fields);

/** PATCH /api/account/addresses/[id]: any of the fields; absent ones stay as they are. */
export const addressPatchSchema = z
  .object(fields)
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { message: "Nothing to change.", path: ["form"] });

export type AddressInput = z.output<typeof addressInputSchema>;
export type AddressPatch = z.output<typeof addressPatchSchema>;
