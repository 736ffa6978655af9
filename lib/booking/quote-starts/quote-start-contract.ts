import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";

/**
 * The wizard's one report that a visitor got a first price (docs/product.md, "The owner's
 * charts"). No body: nothing about the visitor is sent.
 */
export const quoteStartContract: ApiContract<void, undefined, { counted: true }, void> = {
  method: "POST",
  path: () => "/api/booking/quote-started",
  readAnswer: answerNotRead,
  session: "none",
};
