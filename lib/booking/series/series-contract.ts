import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";

/**
 * POST /api/series/:id/cancel (docs/architecture.md, "Endpoint contracts"): the customer ends a
 * recurring booking. The page only needs to know that it worked.
 */
export interface SeriesCancelAnswer {
  ok: true;
  seriesId: string;
  cancelledVisits: number;
  keptVisits: number;
}

/**
 * The reason the cancel button asks for, sent as for a single visit; the series handler reads no
 * body, so it is not kept.
 */
export interface SeriesCancelBody {
  reason: string | null;
}

export const cancelSeriesContract: ApiContract<{ id: string }, SeriesCancelBody, SeriesCancelAnswer, unknown> = {
  method: "POST",
  path: ({ id }) => `/api/series/${id}/cancel`,
  readAnswer: answerNotRead,
};
