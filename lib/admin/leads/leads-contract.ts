import type { z } from "zod";
import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";
import type { leadUpdateSchema } from "./lead-schemas";
import type { LeadDto } from "./leads";

/**
 * PATCH /api/admin/leads/:leadId, the lead page's editor (docs/architecture.md, "Endpoint
 * contracts"): changes the status and/or the notes and answers the lead as it is now. The editor
 * only needs to know that it was saved.
 */
export type LeadAnswer = LeadDto;

export const leadUpdateContract: ApiContract<{ leadId: string }, z.input<typeof leadUpdateSchema>, LeadAnswer, unknown> = {
  method: "PATCH",
  path: ({ leadId }) => `/api/admin/leads/${leadId}`,
  readAnswer: answerNotRead,
};
