import type { z } from "zod";
import type { ApiContract } from "@/lib/kernel/api-contract";
import { messageAnswer, type MessageAnswer } from "@/lib/kernel/validation/answer-fields";
import type { contactRequestSchema } from "./contact-schema";

/**
 * POST /api/contact (docs/architecture.md, "Endpoint contracts"). The answer is read by hand and
 * the request schema reaches this module as a type (docs/operations.md, "No zod in a visitor's
 * bundle").
 */
/**
 * The form sends every field the schema names as the inputs hold it (a borough as the select's
 * text): the server checks the values and answers field by field, but a field renamed there
 * breaks the form's type check.
 */
type ContactBody = { [K in keyof z.input<typeof contactRequestSchema>]: unknown };

export const contactContract: ApiContract<void, ContactBody, MessageAnswer> = {
  method: "POST",
  path: () => "/api/contact",
  readAnswer: messageAnswer,
};
