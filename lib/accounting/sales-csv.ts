/**
 * The sales receipts CSV (docs/payments.md, "The monthly accounting export"): one row per line
 * of each sale settled in the month, rows of one sale sharing its receipt number, as QuickBooks
 * Online's sales receipt import groups them. Cells go through the kernel's CSV writer, which
 * defuses formulas as the payments CSV's do.
 */
import { formatOrderNumber } from "@/lib/booking/order-number";
import type { QuoteLine, QuoteLineKind } from "@/lib/booking/quote-line";
import { csvLine, type CsvCell } from "@/lib/kernel/csv/csv";
import type { MonthBooks, PaymentMethodName, SettledPayment, VisitSale } from "./books";
import { ACCOUNTS, dollarAmount, PAYMENT_METHOD_LABELS, qboDate } from "./qbo";

export const SALE_LINE_KINDS = ["service", "discount", "sales_tax", "gift_card_redemption", "tip", "fee", "gift_card_sale"] as const;
export type SaleLineKind = (typeof SALE_LINE_KINDS)[number];

export interface SaleRow {
  receiptNo: string;
  date: Date;
  customerName: string;
  customerEmail: string;
  orderNumber: number | null;
  paymentMethod: PaymentMethodName;
  lineKind: SaleLineKind;
  item: string;
  description: string;
  quantity: number;
  rateCents: number;
  amountCents: number;
  account: string;
}

/** How each priced line of a quote is booked; the running figures (subtotal, total, amount due) are not lines of a receipt. */
const QUOTE_LINES: Partial<Record<QuoteLineKind, { lineKind: SaleLineKind; item: (line: QuoteLine, serviceName: string) => string; account: string }>> = {
  base: { lineKind: "service", item: (_, service) => service, account: ACCOUNTS.services },
  bedrooms: { lineKind: "service", item: (_, service) => service, account: ACCOUNTS.services },
  bathrooms: { lineKind: "service", item: (_, service) => service, account: ACCOUNTS.services },
  extra: { lineKind: "service", item: () => "Extras", account: ACCOUNTS.services },
  "holiday-surcharge": { lineKind: "service", item: () => "Holiday surcharge", account: ACCOUNTS.services },
  "frequency-discount": { lineKind: "discount", item: () => "Discount", account: ACCOUNTS.discounts },
  offer: { lineKind: "discount", item: () => "Discount", account: ACCOUNTS.discounts },
  "referral-welcome": { lineKind: "discount", item: () => "Discount", account: ACCOUNTS.discounts },
  "account-credit": { lineKind: "discount", item: () => "Discount", account: ACCOUNTS.discounts },
  tax: { lineKind: "sales_tax", item: () => "NYC sales tax", account: ACCOUNTS.salesTax },
  "gift-card": { lineKind: "gift_card_redemption", item: () => "Gift card redeemed", account: ACCOUNTS.giftCards },
};

function visitRows(visit: VisitSale): SaleRow[] {
  const receipt = { receiptNo: formatOrderNumber(visit.orderNumber), date: visit.settledAt, customerName: visit.customerName, customerEmail: visit.customerEmail, orderNumber: visit.orderNumber, paymentMethod: visit.method };
  return visit.quote.lines.flatMap((line) => {
    const booking = QUOTE_LINES[line.kind];
    // A gift card line of $0 (a card with nothing left) moves no money.
    if (!booking || (line.kind === "gift-card" && line.amountCents === 0)) return [];
    const quantity = line.quantity ?? 1;
    return [{ ...receipt, lineKind: booking.lineKind, item: booking.item(line, visit.quote.service.name), description: line.label, quantity, rateCents: line.unitCents ?? line.amountCents, amountCents: line.amountCents, account: booking.account }];
  });
}

const PAYMENT_ROWS: Partial<Record<SettledPayment["kind"], { lineKind: SaleLineKind; suffix: string; item: string; description: string; account: string }>> = {
  tip: { lineKind: "tip", suffix: "TIP", item: "Tips held for cleaners", description: "Tip for the cleaner, paid out with payroll", account: ACCOUNTS.tips },
  fee: { lineKind: "fee", suffix: "FEE", item: "Late-cancellation fee", description: "Visit cancelled inside the cancellation window", account: ACCOUNTS.fees },
};

function paymentRows(payment: SettledPayment): SaleRow[] {
  const booking = PAYMENT_ROWS[payment.kind];
  if (!booking) return [];
  const { lineKind, suffix, item, description, account } = booking;
  return [{ receiptNo: `${formatOrderNumber(payment.orderNumber)}-${suffix}`, date: payment.settledAt, customerName: payment.customerName, customerEmail: payment.customerEmail, orderNumber: payment.orderNumber, paymentMethod: payment.method, lineKind, item, description, quantity: 1, rateCents: payment.amountCents, amountCents: payment.amountCents, account }];
}

/** Every row of the month's sales receipts, in the order they settled. */
export function saleRows(books: MonthBooks): SaleRow[] {
  const rows: SaleRow[] = [
    ...books.visits.flatMap(visitRows),
    ...books.payments.flatMap(paymentRows),
    ...books.giftCardSales.map((sale) => ({
      receiptNo: `GC-${sale.paymentId.slice(0, 8).toUpperCase()}`,
      date: sale.paidAt,
      customerName: sale.customerName,
      customerEmail: sale.customerEmail,
      orderNumber: null,
      paymentMethod: "card" as const,
      lineKind: "gift_card_sale" as const,
      item: "Gift card sold",
      description: `Gift card ending ${sale.giftCardLast4}`,
      quantity: 1,
      rateCents: sale.amountCents,
      amountCents: sale.amountCents,
      account: ACCOUNTS.giftCards,
    })),
  ];
  // Stable: the lines of one receipt keep the quote's order.
  return rows.sort((a, b) => a.date.getTime() - b.date.getTime());
}

const COLUMNS: readonly { header: string; value: (row: SaleRow) => CsvCell }[] = [
  { header: "SalesReceiptNo", value: (row) => row.receiptNo },
  { header: "SalesReceiptDate", value: (row) => qboDate(row.date) },
  { header: "Customer", value: (row) => row.customerName },
  { header: "CustomerEmail", value: (row) => row.customerEmail },
  { header: "PaymentMethod", value: (row) => PAYMENT_METHOD_LABELS[row.paymentMethod] },
  { header: "LineKind", value: (row) => row.lineKind },
  { header: "Item(Product/Service)", value: (row) => row.item },
  { header: "ItemDescription", value: (row) => row.description },
  { header: "ItemQuantity", value: (row) => row.quantity },
  { header: "ItemRate", value: (row) => dollarAmount(row.rateCents) },
  { header: "ItemAmount", value: (row) => dollarAmount(row.amountCents) },
  { header: "AmountCents", value: (row) => row.amountCents },
  { header: "Account", value: (row) => row.account },
  { header: "OrderNumber", value: (row) => (row.orderNumber === null ? null : formatOrderNumber(row.orderNumber)) },
];

export function salesCsv(books: MonthBooks): string {
  return [csvLine(COLUMNS.map((column) => column.header)), ...saleRows(books).map((row) => csvLine(COLUMNS.map((column) => column.value(row))))].join("");
}

export const salesCsvFileName = (month: string): string => `sales-receipts-${month}.csv`;
