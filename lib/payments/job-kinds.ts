/** The billing domain's scheduled jobs (handlers in ./jobs.ts). */
export const BILLING_JOB_KINDS = {
  charge: "billing:charge",
  mail: "billing:mail",
} as const;

/** One job per payment and try: scheduling try n twice is one job, run once across hosts. */
export const chargeJobKey = (orderPaymentId: string, attempt: number) => `order-payment:${orderPaymentId}:charge:${attempt}`;

/** The provider's idempotency key of a try: the same try never makes a second PaymentIntent. */
export const chargeIdempotencyKey = (orderPaymentId: string, attempt: number) => `order-payment:${orderPaymentId}:${attempt}`;

export const paymentMailKey = (mail: string, orderPaymentId: string, attempt: number) => `order-payment:${orderPaymentId}:mail:${mail}:${attempt}`;

/** The provider's idempotency key of a refund: a repeated request gives the same refund back. */
export const refundIdempotencyKey = (refundId: string) => `order-payment:${refundId}:refund`;
