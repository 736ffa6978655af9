import { z } from "zod";
import type { ApiContract } from "@/lib/kernel/api-contract";
import type { KeyCustody, keyCustodyStepSchema } from "./key-custody";

/**
 * The keys' log on the staff order page (docs/architecture.md, "Endpoint contracts"). Staff
 * pages only, so the answer is read with zod; the request schema reaches here as a type.
 */

const holder = z.object({ id: z.custom<KeyCustody["holder"]["id"]>((value) => typeof value === "string"), label: z.string() });

const keyCustodyAnswer = z.object({
  holder,
  entries: z.array(
    z.object({
      id: z.number(),
      event: z.enum(["office_received", "handed_to_cleaner", "returned_to_office", "returned_to_customer"]),
      label: z.string(),
      holder,
      actorName: z.string().nullable(),
      orderNumber: z.string().nullable(),
      note: z.string().nullable(),
      at: z.string(),
    }),
  ),
}) satisfies z.ZodType<KeyCustody>;

/** POST /api/admin/orders/:id/keys: one step of the customer's keys, from the holder the page showed. */
export const keyCustodyStepContract: ApiContract<{ id: string }, z.input<typeof keyCustodyStepSchema>, KeyCustody> = {
  method: "POST",
  path: ({ id }) => `/api/admin/orders/${id}/keys`,
  readAnswer: keyCustodyAnswer.parse,
};
