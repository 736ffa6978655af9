/**
 * The customer's own changes (edit, reschedule, cancel) are allowed until 24 hours before the
 * visit starts (docs/product.md#orders). After that only staff can act, and the page says to call.
 */
export const CUSTOMER_CHANGE_CUTOFF_HOURS = 24;
const CUTOFF_MS = CUSTOMER_CHANGE_CUTOFF_HOURS * 60 * 60 * 1000;

/** The last instant a customer may still change or cancel a visit starting at `startsAt`. */
export function customerChangeDeadline(startsAt: Date): Date {
  return new Date(startsAt.getTime() - CUTOFF_MS);
}

/** True while the visit is at least 24 hours away; exactly 24 hours still counts as in time. */
export function isWithinCustomerWindow(startsAt: Date, now: Date): boolean {
  return now.getTime() <= customerChangeDeadline(startsAt).getTime();
}

export const LATE_CHANGE_TEXT = `This visit starts in less than ${CUSTOMER_CHANGE_CUTOFF_HOURS} hours, so it can no longer be changed or cancelled online.`;

export function lateChangeMessage(phone: string): string {
  return `${LATE_CHANGE_TEXT} Please call us at ${phone}.`;
}
