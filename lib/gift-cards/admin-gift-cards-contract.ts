import type { z } from "zod";
import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";
import type { AdminGiftCardDto, voidGiftCardSchema } from "./admin";

/**
 * POST /api/gift-cards/admin/:cardId/void, the staff list's Void button (docs/architecture.md,
 * "Endpoint contracts"). The button only needs to know that it worked; the request schema stays
 * in ./admin.ts and reaches this module as a type.
 */
export interface VoidedGiftCardAnswer {
  card: AdminGiftCardDto;
}

export const voidGiftCardContract: ApiContract<{ cardId: string }, z.input<typeof voidGiftCardSchema>, VoidedGiftCardAnswer, unknown> = {
  method: "POST",
  path: ({ cardId }) => `/api/gift-cards/admin/${cardId}/void`,
  readAnswer: answerNotRead,
};
