import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";
import type { PreferredCleanerBody } from "./preferred-cleaner";

/** POST /api/orders/:id/preferred-cleaner: "I'd like {first name} again" on or off (docs/product.md#preferred-and-blocked-cleaners). */
export const preferredCleanerContract: ApiContract<{ id: string }, PreferredCleanerBody, { preferred: boolean }, unknown> = {
  method: "POST",
  path: ({ id }) => `/api/orders/${id}/preferred-cleaner`,
  readAnswer: answerNotRead,
};
