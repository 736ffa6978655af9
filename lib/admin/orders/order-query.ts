import { z } from "zod";
import { singleLineText } from "@/lib/kernel/validation/text";
import { isoDateSchema } from "@/lib/kernel/time/calendar-date";
import { BOROUGHS, ORDER_STATUSES } from "@/lib/platform/db/schema/orders";
import { blankToUndefined, pageSchema, pageSizeSchema } from "../../kernel/paging";

/** The staff order list's filters, as query parameters arrive (strings). Safe for client bundles. */

export const UNASSIGNED = "unassigned";
export const ORDER_SORTS = ["start-desc", "start-asc", "created-desc"] as const;

export const adminOrderQuerySchema = z
  .object({
    status: z.preprocess(blankToUndefined, z.enum(ORDER_STATUSES, { error: "Choose a status from the list." }).optional()),
    from: z.preprocess(blankToUndefined, isoDateSchema.optional()),
    to: z.preprocess(blankToUndefined, isoDateSchema.optional()),
    borough: z.preprocess(blankToUndefined, z.enum(BOROUGHS, { error: "Choose Manhattan, Brooklyn or Queens." }).optional()),
    service: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[a-z0-9-]{1,80}$/, "Choose a service from the list.")
        .optional(),
    ),
    /** A cleaner's id, or "unassigned" for pending and confirmed jobs nobody has yet. */
    cleaner: z.preprocess(blankToUndefined, z.union([z.literal(UNASSIGNED), z.guid()], { error: "Choose a cleaner from the list." }).optional()),
    /** An order number (C-10042 or 10042), or part of the customer's name or email. */
    q: z.preprocess(blankToUndefined, singleLineText("search").trim().max(200, "Keep the search under 200 characters.").optional()),
    sort: z.preprocess(blankToUndefined, z.enum(ORDER_SORTS).default("start-desc")),
    page: pageSchema,
    pageSize: pageSizeSchema(25),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ["to"], message: "The end date must not be before the start date." });

export type AdminOrderQuery = z.output<typeof adminOrderQuerySchema>;
