import { accountMailJobHandlers } from "@/lib/auth/account-mail-jobs";
import { billingJobHandlers } from "@/lib/payments/jobs";
import { reconciliationJobHandlers } from "@/lib/payments/reconcile/job";
import { createBookingJobHandlers } from "@/lib/booking/jobs";
import { giftCardJobHandlers } from "@/lib/gift-cards/email-jobs";
import { housekeepingJobHandlers } from "@/lib/platform/jobs/housekeeping";
import { combineJobHandlers } from "@/lib/platform/jobs/registry";
import { tipInvitationFor } from "@/lib/payments/tips/tips";

/** Every kind of scheduled job the server's worker runs: each domain's handlers and housekeeping. The poll email asks payments for its tip line. */
export const serverJobHandlers = combineJobHandlers(accountMailJobHandlers, billingJobHandlers, createBookingJobHandlers({ tipInvitation: tipInvitationFor }), giftCardJobHandlers, housekeepingJobHandlers, reconciliationJobHandlers);
