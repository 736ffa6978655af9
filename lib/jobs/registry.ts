import { accountMailJobHandlers } from "@/lib/auth/account-mail-jobs";
import { bookingJobHandlers } from "@/lib/booking/jobs";
import { giftCardJobHandlers } from "@/lib/gift-cards/email-jobs";
import { housekeepingJobHandlers } from "./housekeeping";
import type { JobHandlers } from "./worker";

/**
 * Every kind of scheduled job, by name. Domains export their handlers and add them here;
 * server.ts runs the worker with this map.
 */
export const jobHandlers: JobHandlers = {
  ...accountMailJobHandlers,
  ...bookingJobHandlers,
  ...giftCardJobHandlers,
  ...housekeepingJobHandlers,
};
