import { eq } from "drizzle-orm";
import { z } from "zod";
import { getConfig } from "@/lib/platform/config";
import { orders, users } from "@/lib/platform/db/schema";
import type { JobHandlers } from "@/lib/platform/jobs/worker";
import { readGoogleReviewUrl } from "@/lib/settings/review-link";
import { orderMail } from "../order-mail";
import { orderMailView } from "../order-mail-view";
import { orderReactions } from "../orders/order-reactions";
import { recordReviewRequest } from "./requests";
import { REVIEW_REQUEST_JOB_KIND, reviewRequestKey } from "./schedule";
import type { MailContent } from "@/lib/platform/mail";

/**
 * The day-after review request (docs/product.md#review-requests): one email, in the order's
 * language, with a link that counts the click and goes on to the company's Google review page.
 * Nothing goes out while staff have set no link, for a visit no longer completed, or to a
 * customer asked within 90 days (./requests.ts). The poll's answer is never read: a low score
 * goes to the satisfaction guarantee, and the customer is asked for a review all the same.
 * The text (docs/messaging.md) is announced as an order notice in the transaction that records
 * the request, so it goes only with a request.
 */

const payloadSchema = z.object({ orderId: z.uuid() });

export function reviewRequestJobHandlers(deps: { send: (to: string, content: MailContent) => Promise<unknown>; now: () => Date }): JobHandlers {
  return {
    [REVIEW_REQUEST_JOB_KIND]: async (payload, { db }) => {
      const { orderId } = payloadSchema.parse(payload);
      const link = await readGoogleReviewUrl(db);
      if (!link) return;
      const [row] = await db
        .select({ order: orders, email: users.email, firstName: users.firstName })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.customerId))
        .where(eq(orders.id, orderId));
      if (!row || row.order.status !== "completed") return;
      const at = deps.now();
      const token = await db.transaction(async (tx) => {
        const issued = await recordReviewRequest(tx, row.order, at);
        if (issued) await orderReactions().noticed(tx, { kind: "review-request", orderId, dedupeKey: reviewRequestKey(orderId) }, at, at);
        return issued;
      });
      if (!token) return;
      const url = `${getConfig().PUBLIC_URL}/review/${token}`;
      await deps.send(row.email, orderMail.reviewRequest(orderMailView(row.order, row.firstName, at), url));
    },
  };
}
