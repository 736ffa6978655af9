import { accountMailJobHandlers } from "@/lib/auth/account-mail-jobs";
import { billingJobHandlers } from "@/lib/payments/jobs";
import { reconciliationJobHandlers } from "@/lib/payments/reconcile/job";
import { createBookingJobHandlers } from "@/lib/booking/jobs";
import { photoSweepJobHandlers } from "@/lib/cabinet/photos/photo-sweep";
import { giftCardJobHandlers } from "@/lib/gift-cards/email-jobs";
import { housekeepingJobHandlers } from "@/lib/platform/jobs/housekeeping";
import { messagingJobHandlers } from "@/lib/messaging/jobs";
import { combineJobHandlers } from "@/lib/platform/jobs/registry";
import { objectStorage } from "@/lib/platform/storage";
import { tipInvitationFor } from "@/lib/payments/tips/tips";
import { referralInvitationFor } from "@/lib/referrals/mail-link";
import { creditExpiryJobHandlers } from "@/lib/referrals/credit-expiry-job";
import { sendMail } from "@/lib/platform/mail";
import { waitlistJobHandlers } from "@/lib/waitlist/jobs";

/** Every kind of scheduled job the server's worker runs: each domain's handlers and housekeeping. The poll email asks payments for its tip line and referrals for the customer's link; the photo sweep gets the process's storage. */
export const serverJobHandlers = combineJobHandlers(
  accountMailJobHandlers,
  billingJobHandlers,
  creditExpiryJobHandlers(),
  createBookingJobHandlers({ tipInvitation: tipInvitationFor, referralInvitation: (db, customerId) => referralInvitationFor(db, customerId) }),
  giftCardJobHandlers,
  housekeepingJobHandlers,
  messagingJobHandlers,
  photoSweepJobHandlers(objectStorage),
  reconciliationJobHandlers,
  waitlistJobHandlers({ send: (to, content) => sendMail(to, content), now: () => new Date() }),
);
