import { z } from "zod";
import { blankToUndefined, pageSchema, pageSizeSchema } from "@/lib/kernel/paging";
import { ORDER_PAYMENT_KINDS, ORDER_PAYMENT_STATUSES } from "@/lib/platform/db/schema/billing";

/** The kinds in the order the filter offers them. */
export { ORDER_PAYMENT_KINDS };
import { isoDateSchema } from "@/lib/kernel/time/calendar-date";
import { singleLineText } from "@/lib/kernel/validation/text";

/**
 * The filters of the staff payments list and its CSV export, as query parameters arrive
 * (strings). Safe for client bundles. The status choices are what the office asks about, not
 * the raw statuses: "paid" is by card or recorded cash/check, "pending" includes a try under way,
 * "refunded" is a payment with money given back from it.
 */

export const PAYMENT_LIST_STATUSES = ["all", "paid", "failed", "refunded", "pending"] as const;
export type PaymentListStatus = (typeof PAYMENT_LIST_STATUSES)[number];

export const PAYMENT_LIST_STATUS_LABELS: Readonly<Record<PaymentListStatus, string>> = {
  all: "Any status",
  paid: "Paid",
  failed: "Failed",
  refunded: "Refunded",
  pending: "Pending",
};

export const PAYMENT_KIND_LABELS: Readonly<Record<(typeof ORDER_PAYMENT_KINDS)[number], string>> = {
  charge: "Visit charge",
  fee: "Late-cancellation fee",
  tip: "Tip",
  refund: "Refund",
};

/** The filters both the page and the export read. */
export const paymentFilterShape = {
  status: z.preprocess(blankToUndefined, z.enum(PAYMENT_LIST_STATUSES, { error: "Choose paid, failed, refunded, pending or all." }).default("all")),
  kind: z.preprocess(blankToUndefined, z.enum(ORDER_PAYMENT_KINDS, { error: "Choose a charge, fee, tip or refund." }).optional()),
  /** New York dates of when the payment was opened. */
  from: z.preprocess(blankToUndefined, isoDateSchema.optional()),
  to: z.preprocess(blankToUndefined, isoDateSchema.optional()),
  /** An order number (C-10042 or 10042), or part of the customer's email. */
  q: z.preprocess(blankToUndefined, singleLineText("search").trim().max(200, "Keep the search under 200 characters.").optional()),
};

const datesInOrder = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;
const DATES_MESSAGE = { path: ["to"], message: "The end date must not be before the start date." };

export const paymentFilterSchema = z.object(paymentFilterShape).refine(datesInOrder, DATES_MESSAGE);
export type PaymentFilters = z.output<typeof paymentFilterSchema>;

export const paymentListQuerySchema = z.object({ ...paymentFilterShape, page: pageSchema, pageSize: pageSizeSchema(25) }).refine(datesInOrder, DATES_MESSAGE);
export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;

/** How staff screens name a payment's own status. */
export const ORDER_PAYMENT_STATUS_LABELS: Readonly<Record<(typeof ORDER_PAYMENT_STATUSES)[number], string>> = {
  pending: "Pending",
  processing: "Charging",
  succeeded: "Paid by card",
  failed: "Failed",
  paid_offline: "Paid (cash or check)",
  written_off: "Written off",
  cancelled: "Cancelled",
};
