import { z } from "zod";
import { SERVICE_AREA_REFUSAL, boroughForZip } from "@/lib/kernel/service-area";

/**
 * The ZIP rule shared by saved addresses and the booking form. A module of its own so the
 * booking page's browser code builds this schema alone, not the account address schemas it
 * never uses (every zod schema costs start-up time on a slow phone; issue #14).
 */

export const ACCESS_NOTES_MAX = 500;

/** A ZIP of the service area, stored as its five digits (ZIP+4 is accepted as typed). */
export const serviceZipSchema = z
  .string({ error: "Enter the ZIP code." })
  .trim()
  // abort: a ZIP that is not one gets this message alone, not the service-area one as well.
  .regex(/^\d{5}(?:-\d{4})?$/, { message: "Enter a 5-digit ZIP code.", abort: true })
  .refine((zip) => boroughForZip(zip) !== null, SERVICE_AREA_REFUSAL)
  .transform((zip) => zip.slice(0, 5));
