import { z } from "zod";
import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";
import type { OrderStatus } from "@/lib/kernel/enums/orders";
import type { checkOutBodySchema } from "./check-out";
import type { checklistTickSchema } from "./checklist-ticks";
import type { onTheWayBodySchema } from "./job-actions";

/**
 * The cleaner's job page (docs/architecture.md, "Endpoint contracts"). Signed-in staff only, so
 * an answer the page reads is checked with zod; the request schemas stay beside their actions
 * and reach this module as types.
 */

/** `{ done }`: every item ticked so far. */
export interface ChecklistAnswer {
  done: string[];
}

/** The job after a step: on the way, checked in. */
export interface JobStepAnswer {
  orderId: string;
  status: OrderStatus;
}

export interface CheckOutAnswer extends JobStepAnswer {
  /** The short visit waits for the office before the customer hears (docs/product.md, "Checking out"). */
  heldForReview: boolean;
}

/** PUT /api/cabinet/jobs/:id/checklist: ticks or unticks one item; the box already shows it. */
export const checklistTickContract: ApiContract<{ id: string }, z.input<typeof checklistTickSchema>, ChecklistAnswer, unknown> = {
  method: "PUT",
  path: ({ id }) => `/api/cabinet/jobs/${id}/checklist`,
  readAnswer: answerNotRead,
};

/** POST /api/cabinet/jobs/:id/on-the-way: the estimate the customer sees. */
export const onTheWayContract: ApiContract<{ id: string }, z.input<typeof onTheWayBodySchema>, JobStepAnswer, unknown> = {
  method: "POST",
  path: ({ id }) => `/api/cabinet/jobs/${id}/on-the-way`,
  readAnswer: answerNotRead,
};

/** POST /api/cabinet/jobs/:id/check-in: the cleaner arrived. */
export const checkInContract: ApiContract<{ id: string }, undefined, JobStepAnswer, unknown> = {
  method: "POST",
  path: ({ id }) => `/api/cabinet/jobs/${id}/check-in`,
  readAnswer: answerNotRead,
};

/** Whether the visit is held for the office, which the page says. */
const heldForReviewAnswer = z.object({ heldForReview: z.boolean() });

/** POST /api/cabinet/jobs/:id/check-out: the visit is done. */
export const checkOutContract: ApiContract<{ id: string }, z.input<typeof checkOutBodySchema>, CheckOutAnswer, Pick<CheckOutAnswer, "heldForReview">> = {
  method: "POST",
  path: ({ id }) => `/api/cabinet/jobs/${id}/check-out`,
  readAnswer: heldForReviewAnswer.parse,
};
