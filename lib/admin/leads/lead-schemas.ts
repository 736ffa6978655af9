import { z } from "zod";
import { multiLineText, singleLineText } from "@/lib/kernel/validation/text";
import { LEAD_STATUSES } from "@/lib/kernel/enums/leads";
import { blankToUndefined, pageSchema, pageSizeSchema } from "../../kernel/paging";

/** Lead list filters and the staff update, as they arrive. Safe for client bundles. */

export type LeadStatus = (typeof LEAD_STATUSES)[number];
export { LEAD_STATUSES };

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = { new: "New", contacted: "Contacted", won: "Won", lost: "Lost" };

export const LEAD_NOTES_MAX = 4000;

export const leadQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(LEAD_STATUSES, { error: "Choose new, contacted, won or lost." }).optional()),
  q: z.preprocess(blankToUndefined, singleLineText("search").trim().max(200, "Keep the search under 200 characters.").optional()),
  page: pageSchema,
  pageSize: pageSizeSchema(25),
});
export type LeadQuery = z.output<typeof leadQuerySchema>;

export const leadUpdateSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: "Choose new, contacted, won or lost." }).optional(),
    /** The whole notes text as it should be now; blank clears it. */
    notes: multiLineText("notes", "The notes must be text.")
      .trim()
      .max(LEAD_NOTES_MAX, `Keep the notes under ${LEAD_NOTES_MAX} characters.`)
      .nullish()
      .transform((value) => (value === undefined ? undefined : value ? value : null)),
  })
  .refine((update) => update.status !== undefined || update.notes !== undefined, { path: ["status"], message: "Change the status or the notes." });
export type LeadUpdate = z.input<typeof leadUpdateSchema>;
