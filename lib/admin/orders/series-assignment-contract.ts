import { z } from "zod";
import type { ApiContract } from "@/lib/kernel/api-contract";
import type { SeriesAssignBody, SeriesAssignment } from "./series-assignment";

/** POST /api/admin/series/:id/assign (docs/architecture.md, "Endpoint contracts"): one cleaner for a whole recurring booking. */
const visitSeen = { orderId: z.string(), number: z.string(), startsAt: z.string() };
const seriesAssignmentAnswer = z.object({
  assigned: z.array(z.object(visitSeen)),
  alreadyTheirs: z.number().int(),
  refused: z.array(z.object({ ...visitSeen, message: z.string() })),
});

export const assignSeriesContract: ApiContract<{ seriesId: string }, SeriesAssignBody, SeriesAssignment> = {
  method: "POST",
  path: ({ seriesId }) => `/api/admin/series/${seriesId}/assign`,
  readAnswer: seriesAssignmentAnswer.parse,
};
