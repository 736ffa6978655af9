"use client";

import { useState } from "react";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { bindValue } from "@/components/forms/bind";
import { formatDateTime } from "@/lib/kernel/format/shorthand";
import { reviewHeldVisitContract } from "@/lib/admin/orders/order-actions-contract";
import { callApi } from "@/lib/web/http/client";
import { ActionButton } from "../actions/ActionButton";
import { ActionPanel } from "../actions/ActionFeedback";

export interface CheckOutReviewProps {
  order: { id: string; number: string; version: number };
  review: { heldAt: string | null; reviewedAt: string | null; reason: string | null };
  /** Whether this staff member may release the visit (orders.manage, not their own booking). */
  canReview: boolean;
}

/**
 * The cleaner's check-out reason, and for a visit held after a short check-out the one action
 * that releases it: "Reviewed — send receipt" tries the held charge and sends the rating request
 * (docs/product.md, "Checking out"). The server checks the role and the hold again.
 */
export function CheckOutReview({ order, review, canReview }: CheckOutReviewProps) {
  const [note, setNote] = useState("");
  const waiting = review.heldAt !== null && review.reviewedAt === null;
  return (
    <ActionPanel className="space-y-3 text-sm">
      {review.reason ? (
        <p>
          <span className="font-semibold">Cleaner&apos;s reason: </span>
          <span className="whitespace-pre-line">{review.reason}</span>
        </p>
      ) : null}
      {waiting ? (
        <>
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
            Held for review: the cleaner checked out {formatDateTime(review.heldAt ?? "")}, under half the estimated time. The charge, the customer&apos;s receipt and the
            rating request wait until you review it. Refund part of the visit afterwards if it was not all done.
          </p>
          {canReview ? (
            <ActionButton
              label="Reviewed — send receipt"
              tone="primary"
              title={`Release ${order.number}?`}
              confirmLabel="Reviewed — send receipt"
              onOpen={() => setNote("")}
              request={() => callApi(reviewHeldVisitContract, { params: { orderId: order.id }, body: { note, expectedVersion: order.version } })}
              success={() => `${order.number} is reviewed. The card is charged now and the customer gets the receipt and the rating request.`}
            >
              {(errors) => (
                <>
                  <p>The visit&apos;s charge is tried now; the receipt follows once it is paid, with the rating request.</p>
                  <TextAreaField name="review-note" label="Note for the timeline" optional rows={2} {...bindValue(note, setNote)} error={errors.note} />
                </>
              )}
            </ActionButton>
          ) : null}
        </>
      ) : review.reviewedAt ? (
        <p className="text-slate-600">Reviewed {formatDateTime(review.reviewedAt)}: the charge, receipt and rating request were released.</p>
      ) : null}
    </ActionPanel>
  );
}
