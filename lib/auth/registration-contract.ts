import type { z } from "zod";
import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";
import type { MessageAnswer } from "@/lib/kernel/validation/answer-fields";
import type { registrationSchema } from "./account-schemas";

/**
 * POST /api/account/register (docs/architecture.md, "Endpoint contracts"). The Create account
 * tab is open to visitors, so no zod here (docs/operations.md, "No zod in a visitor's bundle"):
 * the request schema stays in ./account-schemas.ts and reaches this module as a type. The form
 * signs in next and does not read the answer, a message the same whether or not the email was free.
 */

export const registrationContract: ApiContract<void, z.input<typeof registrationSchema>, MessageAnswer, unknown> = {
  method: "POST",
  path: () => "/api/account/register",
  readAnswer: answerNotRead,
};
