/**
 * The payments and refunds CSV (docs/payments.md, "The monthly accounting export"): one row per
 * money movement of the month, charges, fees, tips and gift card sales in, refunds out (as
 * negative amounts), each gift card redemption as a payment by the card's balance, dated with
 * the visit it paid for so it lands in the same month as that sales receipt, and the gift card
 * part of a visit given back to the card as a negative gift card payment.
 */
import { formatOrderNumber } from "@/lib/booking/order-number";
import { csvLine, type CsvCell } from "@/lib/kernel/csv/csv";
import type { MonthBooks, PaymentMethodName } from "./books";
import { dollarAmount, PAYMENT_METHOD_LABELS, qboDate } from "./qbo";

export const MOVEMENT_KINDS = ["charge", "fee", "tip", "refund", "gift_card_redemption", "gift_card_return", "gift_card_sale"] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export interface MovementRow {
  date: Date;
  orderNumber: number | null;
  customerName: string;
  customerEmail: string;
  kind: MovementKind;
  method: PaymentMethodName;
  /** Signed: money in is positive, a refund negative. */
  amountCents: number;
  cardBrand: string | null;
  cardLast4: string | null;
  reference: string | null;
  note: string | null;
}

export function movementRows(books: MonthBooks): MovementRow[] {
  const rows: MovementRow[] = [
    ...books.payments.map((payment) => ({
      date: payment.settledAt,
      orderNumber: payment.orderNumber,
      customerName: payment.customerName,
      customerEmail: payment.customerEmail,
      kind: payment.kind,
      method: payment.method,
      amountCents: payment.kind === "refund" ? -payment.amountCents : payment.amountCents,
      cardBrand: payment.cardBrand,
      cardLast4: payment.cardLast4,
      reference: payment.providerPaymentRef ?? payment.id,
      note: payment.note,
    })),
    ...books.visits
      .filter((visit) => visit.giftCardCents > 0)
      .map((visit) => ({
        date: visit.settledAt,
        orderNumber: visit.orderNumber,
        customerName: visit.customerName,
        customerEmail: visit.customerEmail,
        kind: "gift_card_redemption" as const,
        method: "gift_card" as const,
        amountCents: visit.giftCardCents,
        cardBrand: null,
        cardLast4: null,
        reference: formatOrderNumber(visit.orderNumber),
        note: null,
      })),
    ...books.giftCardReturns.map((giftCardReturn) => ({
      date: giftCardReturn.returnedAt,
      orderNumber: giftCardReturn.orderNumber,
      customerName: giftCardReturn.customerName,
      customerEmail: giftCardReturn.customerEmail,
      kind: "gift_card_return" as const,
      method: "gift_card" as const,
      amountCents: -giftCardReturn.amountCents,
      cardBrand: null,
      cardLast4: null,
      reference: formatOrderNumber(giftCardReturn.orderNumber),
      note: null,
    })),
    ...books.giftCardSales.map((sale) => ({
      date: sale.paidAt,
      orderNumber: null,
      customerName: sale.customerName,
      customerEmail: sale.customerEmail,
      kind: "gift_card_sale" as const,
      method: "card" as const,
      amountCents: sale.amountCents,
      cardBrand: null,
      cardLast4: null,
      reference: sale.providerRef ?? sale.paymentId,
      note: `Gift card ending ${sale.giftCardLast4}`,
    })),
  ];
  return rows.sort((a, b) => a.date.getTime() - b.date.getTime());
}

const COLUMNS: readonly { header: string; value: (row: MovementRow) => CsvCell }[] = [
  { header: "Date", value: (row) => qboDate(row.date) },
  { header: "Customer", value: (row) => row.customerName },
  { header: "CustomerEmail", value: (row) => row.customerEmail },
  { header: "Kind", value: (row) => row.kind },
  { header: "PaymentMethod", value: (row) => PAYMENT_METHOD_LABELS[row.method] },
  { header: "Amount", value: (row) => dollarAmount(row.amountCents) },
  { header: "AmountCents", value: (row) => row.amountCents },
  { header: "OrderNumber", value: (row) => (row.orderNumber === null ? null : formatOrderNumber(row.orderNumber)) },
  { header: "CardBrand", value: (row) => row.cardBrand },
  { header: "CardLast4", value: (row) => row.cardLast4 },
  { header: "Reference", value: (row) => row.reference },
  { header: "Memo", value: (row) => row.note },
];

export function movementsCsv(books: MonthBooks): string {
  return [csvLine(COLUMNS.map((column) => column.header)), ...movementRows(books).map((row) => csvLine(COLUMNS.map((column) => column.value(row))))].join("");
}

export const movementsCsvFileName = (month: string): string => `payments-refunds-${month}.csv`;
