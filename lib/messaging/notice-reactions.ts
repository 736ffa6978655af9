import type { OrderNotice } from "@/lib/booking/orders/order-reactions";
import type { PaymentNotice } from "@/lib/payments/payment-reactions";
import type { Transaction } from "@/lib/platform/db/transaction";
import { scheduleJob } from "@/lib/platform/jobs/queue";
import { SMS_JOB_KINDS } from "./outbox";
import { getSmsProvider } from "./provider/provider";

/**
 * Messaging's answer to the notices booking and payments announce (docs/decisions/0009-booking-announces-payments-react.md):
 * in the announcing transaction, a job that composes the notice's texts when the email goes
 * (`runAt`: the reminder 24 hours before the visit). A change that rolls back texts nothing; one
 * that commits texts even if the process stops a moment later. The job is keyed by the email's
 * key, so a notice announced twice is one job. Composing waits for the job: what is said, and
 * whether it is still true, is read from the order when it runs (./order-notices.ts).
 */

export const noticeJobKey = (noticeKey: string) => `sms-notice:${noticeKey}`;

export interface TextNoticeReactions {
  orderNoticed(tx: Transaction, notice: OrderNotice, now: Date, runAt: Date): Promise<void>;
  paymentNoticed(tx: Transaction, notice: PaymentNotice, now: Date, runAt: Date): Promise<void>;
}

/**
 * The reactions, queueing nothing while texts are switched off (`textsOn`: by default, whether the
 * process has a text provider, docs/messaging.md, "Settings"), so a site without texts keeps no
 * jobs it would never use.
 */
export function textNoticeReactions(textsOn: () => boolean = () => getSmsProvider() !== null): TextNoticeReactions {
  return {
    async orderNoticed(tx, notice, now, runAt) {
      if (!textsOn()) return;
      await scheduleJob(tx, { kind: SMS_JOB_KINDS.orderNotice, payload: { ...notice }, runAt, dedupeKey: noticeJobKey(notice.dedupeKey), at: now });
    },
    async paymentNoticed(tx, notice, now, runAt) {
      if (!textsOn()) return;
      await scheduleJob(tx, { kind: SMS_JOB_KINDS.paymentNotice, payload: { ...notice }, runAt, dedupeKey: noticeJobKey(notice.dedupeKey), at: now });
    },
  };
}
