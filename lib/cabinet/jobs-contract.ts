import { z } from "zod";
import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";
import type { OrderStatus } from "@/lib/kernel/enums/orders";
import type { checkOutBodySchema } from "./check-out";
import type { CabinetJobDetail, CabinetJobs } from "./jobs";
import { savedJobSchema, type JobDays, type SavedJob } from "./offline/saved-jobs";
import type { checklistTickSchema } from "./checklist-ticks";
import type { checkInBodySchema, onTheWayBodySchema } from "./job-actions";
import type { AccessCodesAnswer } from "./access-codes";

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

/** POST /api/cabinet/jobs/:id/check-in: the cleaner arrived, where the phone was when it said, and the stamp of one kept on the phone. */
export const checkInContract: ApiContract<{ id: string }, z.input<typeof checkInBodySchema> | undefined, JobStepAnswer, unknown> = {
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

/** `{ job }`: one of the cleaner's jobs with its checklist. */
export interface CabinetJobAnswer {
  job: CabinetJobDetail;
}

const jobDay = z.object({ id: z.string(), startsAt: z.string() });
const jobDaysAnswer = z.object({ today: z.array(jobDay), upcoming: z.array(jobDay) }) satisfies z.ZodType<JobDays>;

/** GET /api/cabinet/jobs: the cleaner's jobs; the phone reads which fall today and tomorrow (docs/architecture.md, "The cabinet offline"). */
export const cabinetJobsContract: ApiContract<void, undefined, CabinetJobs, JobDays> = {
  method: "GET",
  path: () => "/api/cabinet/jobs",
  readAnswer: jobDaysAnswer.parse,
};

const savedJobAnswer = z.object({ job: savedJobSchema });

/** GET /api/cabinet/jobs/:id: one job, read as the phone keeps it for offline reading. */
export const cabinetJobContract: ApiContract<{ id: string }, undefined, CabinetJobAnswer, { job: SavedJob }> = {
  method: "GET",
  path: ({ id }) => `/api/cabinet/jobs/${id}`,
  readAnswer: savedJobAnswer.parse,
};

const accessCodesAnswer = z.object({ lockboxCode: z.string().nullable(), alarmCode: z.string().nullable(), visibleUntil: z.string() }) satisfies z.ZodType<AccessCodesAnswer>;

/**
 * POST /api/cabinet/jobs/:id/access-codes: the lockbox and alarm codes, for the assigned cleaner
 * inside the visit's window, each look logged (docs/product.md, "Access details and keys").
 */
export const accessCodesContract: ApiContract<{ id: string }, undefined, AccessCodesAnswer> = {
  method: "POST",
  path: ({ id }) => `/api/cabinet/jobs/${id}/access-codes`,
  readAnswer: accessCodesAnswer.parse,
};
