import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";

/**
 * The saved-cards page's buttons (docs/architecture.md, "Endpoint contracts"). The page only
 * needs to know that they worked.
 */
export interface DefaultCardAnswer {
  isDefault: true;
}

export interface RemovedCardAnswer {
  removed: true;
}

/** The message of a refusal without one, as the page said before. */
const OFFLINE = "We could not reach the server. Check your connection and try again.";

/** POST /api/account/payment-methods/:id/default: the card charged after visits. */
export const defaultCardContract: ApiContract<{ id: string }, undefined, DefaultCardAnswer, unknown> = {
  method: "POST",
  path: ({ id }) => `/api/account/payment-methods/${id}/default`,
  readAnswer: answerNotRead,
  fallbackError: OFFLINE,
};

/** DELETE /api/account/payment-methods/:id: removes a saved card. */
export const removeCardContract: ApiContract<{ id: string }, undefined, RemovedCardAnswer, unknown> = {
  method: "DELETE",
  path: ({ id }) => `/api/account/payment-methods/${id}`,
  readAnswer: answerNotRead,
  fallbackError: OFFLINE,
};
