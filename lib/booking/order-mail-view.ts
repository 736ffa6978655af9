import { getConfig } from "@/lib/platform/config";
import type { orders } from "@/lib/platform/db/schema";
import type { OrderMailView } from "@/lib/booking/order-mail";
import { isWithinCustomerWindow } from "./edit-window";
import { formatDuration } from "@/lib/kernel/format/date-time";
import { formatVisitDateTime } from "./booking-time";
import { formatUsd } from "@/lib/kernel/money";
import { formatOrderNumber } from "./order-number";
import { addressLine } from "./orders/queries";
import { calendarLinkToken } from "./calendar-link";
import { translator } from "@/lib/kernel/i18n/translator";

type OrderRow = typeof orders.$inferSelect;

/** What the mail job looked up besides the order: the cleaner's first name and the calendar file. */
export interface OrderMailExtras {
  cleanerFirstName?: string | null;
  /** The visit's .ics text (lib/booking/order-calendar.ts), or null when the mail carries none. */
  calendarIcs?: string | null;
}

/**
 * An order as the email templates read it, in the language it was booked in: New York times,
 * dollars, links to this site, and whether the visit is already inside the last 24 hours when
 * the mail is written (`now`).
 */
export function orderMailView(order: OrderRow, firstName: string, now: Date = new Date(), extras: OrderMailExtras = {}): OrderMailView {
  const config = getConfig();
  const number = formatOrderNumber(order.number);
  const { locale } = order;
  const money = (cents: number) => formatUsd(cents, locale);
  return {
    locale,
    firstName,
    number,
    serviceName: order.quote.service.name,
    when: formatVisitDateTime(order.startsAt, locale),
    duration: formatDuration(order.quote.estimatedMinutes),
    address: addressLine(order),
    total: money(order.totalCents),
    giftCardShare: order.giftCardCents > 0 ? { giftCard: money(order.giftCardCents), amountDue: money(order.amountDueCents) } : null,
    orderUrl: `${config.PUBLIC_URL}/order/${order.id}`,
    phone: config.COMPANY_PHONE,
    shortNotice: !isWithinCustomerWindow(order.startsAt, now),
    priceLines: order.quote.lines.map((line) => ({
      // Before the visit nothing is paid yet: the last line is what the card will be charged.
      label: line.kind === "amount-due" ? translator(locale, "orderMails")("card.dueAfterVisit") : line.label,
      amount: money(line.amountCents),
      total: line.kind === "amount-due",
    })),
    cleanerFirstName: extras.cleanerFirstName ?? null,
    calendar: extras.calendarIcs
      ? {
          file: { filename: `borough-bright-${number}.ics`, contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: extras.calendarIcs },
          // Signed, so it opens without signing in; without a secret (a bare script) it needs the sign-in.
          url: `${config.PUBLIC_URL}/api/orders/${order.id}/calendar.ics${config.AUTH_SECRET ? `?token=${calendarLinkToken(order.id, config.AUTH_SECRET)}` : ""}`,
        }
      : null,
  };
}
