import { z } from "zod";
import type { ApiContract } from "@/lib/kernel/api-contract";
import type { OrderPhotoReport } from "./job-photos";

/**
 * The job photos (docs/architecture.md, "Endpoint contracts"). The upload is a multipart form
 * (fields "photo", "section", "stage"), which `callApi` sends as it is; the cabinet is signed in,
 * so the answer is checked with zod.
 */
const photoView = z.object({ id: z.string(), stage: z.enum(["before", "after"]), url: z.string(), width: z.number(), height: z.number(), takenAt: z.string() });
const reportAnswer = z.object({
  orderId: z.string(),
  as: z.enum(["customer", "cleaner", "staff"]),
  shown: z.boolean(),
  canChange: z.boolean(),
  photoCount: z.number(),
  sections: z.array(z.object({ title: z.string(), items: z.array(z.object({ text: z.string(), done: z.boolean() })), before: z.array(photoView), after: z.array(photoView) })),
}) satisfies z.ZodType<OrderPhotoReport>;

/** POST /api/cabinet/jobs/:id/photos: adds one photo; answers the job's photos as they are now. */
export const uploadJobPhotoContract: ApiContract<{ id: string }, FormData, OrderPhotoReport> = {
  method: "POST",
  path: ({ id }) => `/api/cabinet/jobs/${id}/photos`,
  readAnswer: reportAnswer.parse,
};

/** DELETE /api/cabinet/jobs/:id/photos/:photoId: removes one photo of an open job. */
export const deleteJobPhotoContract: ApiContract<{ id: string; photoId: string }, undefined, OrderPhotoReport> = {
  method: "DELETE",
  path: ({ id, photoId }) => `/api/cabinet/jobs/${id}/photos/${photoId}`,
  readAnswer: reportAnswer.parse,
};
