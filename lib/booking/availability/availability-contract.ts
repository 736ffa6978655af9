import type { z } from "zod";
import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";
import type { cleanerAvailabilitySchema } from "./cleaner-availability";

/**
 * PUT /api/admin/users/:userId/availability, the "Working week" card of a cleaner's account page
 * (docs/product.md#cleaners-availability; docs/architecture.md, "Endpoint contracts"). The form
 * only needs to know the week was saved; the page refreshes to show it.
 */
export const cleanerAvailabilityContract: ApiContract<{ userId: string }, z.input<typeof cleanerAvailabilitySchema>, unknown> = {
  method: "PUT",
  path: ({ userId }) => `/api/admin/users/${userId}/availability`,
  readAnswer: answerNotRead,
};
