import type { z } from "zod";
import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";
import type { pollAnswerSchema } from "./poll-answer";

/**
 * POST /api/polls (docs/architecture.md, "Endpoint contracts"): the poll link's answer. The page
 * is open to whoever holds the link, so no zod here (docs/operations.md, "No zod in a visitor's
 * bundle"); it only needs to know that the answer was taken.
 */
export interface PollAnsweredAnswer {
  answered: true;
}

export const pollContract: ApiContract<void, z.input<typeof pollAnswerSchema>, PollAnsweredAnswer, unknown> = {
  method: "POST",
  path: () => "/api/polls",
  readAnswer: answerNotRead,
};
