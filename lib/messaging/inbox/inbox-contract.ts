import type { z } from "zod";
import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";
import type { DoneAnswer } from "./mark-done";
import type { ReadAnswer } from "./mark-read";
import type { LeadFromTextAnswer } from "./lead-from-text";
import type { ReplyAnswer } from "./reply";
import type { SimulatedText } from "./simulate-reply";
import type { doneBodySchema, replyBodySchema, simulateReplyBodySchema } from "./inbox-schemas";
import { INBOX_PATH, threadSegment } from "./thread-address";
import { answerObject, textField } from "@/lib/kernel/validation/answer-fields";

/**
 * The staff inbox's endpoints (docs/architecture.md, "Endpoint contracts"), under
 * /api/admin/messages. A thread's path holds its number's digits (lib/messaging/inbox/thread-address.ts).
 * The request schemas reach this module as types only.
 */

type ThreadParams = { phone: string };

export type ThreadReplyAnswer = ReplyAnswer;
export type ThreadDoneAnswer = DoneAnswer;
export type ThreadReadAnswer = ReadAnswer;
export type ThreadLeadAnswer = LeadFromTextAnswer;
export type SimulateReplyAnswer = SimulatedText;

const threadPath = (action: string) => ({ phone }: ThreadParams) => `/api${INBOX_PATH}/${threadSegment(phone)}/${action}`;

/** POST …/{digits}/reply: queues a staff reply, signed with the staff member's first name. */
export const threadReplyContract: ApiContract<ThreadParams, z.input<typeof replyBodySchema>, ThreadReplyAnswer, unknown> = {
  method: "POST",
  path: threadPath("reply"),
  readAnswer: answerNotRead,
};

/** POST …/{digits}/done: { done: true } marks the thread done, { done: false } opens it again. */
export const threadDoneContract: ApiContract<ThreadParams, z.input<typeof doneBodySchema>, ThreadDoneAnswer, unknown> = {
  method: "POST",
  path: threadPath("done"),
  readAnswer: answerNotRead,
};

/** POST …/{digits}/read: the thread is open on a screen, so its texts are read. */
export const threadReadContract: ApiContract<ThreadParams, undefined, ThreadReadAnswer, unknown> = {
  method: "POST",
  path: threadPath("read"),
  readAnswer: answerNotRead,
};

/** POST …/{digits}/lead: makes a lead of a number no account has (or answers the one made before). */
export const threadLeadContract: ApiContract<ThreadParams, undefined, ThreadLeadAnswer, { leadId: string }> = {
  method: "POST",
  path: threadPath("lead"),
  readAnswer: (value) => ({ leadId: textField(answerObject(value), "leadId") }),
};

/** POST /api/admin/messages/outbox/simulate: in test mode, a text as if the number had sent it. */
export const simulateReplyContract: ApiContract<void, z.input<typeof simulateReplyBodySchema>, SimulateReplyAnswer, unknown> = {
  method: "POST",
  path: () => `/api${INBOX_PATH}/outbox/simulate`,
  readAnswer: answerNotRead,
};
