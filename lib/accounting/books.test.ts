import { inArray } from "drizzle-orm";
import { formatOrderNumber } from "@/lib/booking/order-number";
import { parseCsvRecords } from "@/lib/kernel/csv/parse-csv";
import { orderPayments, orders } from "@/lib/platform/db/schema";
import { checkOrder } from "@/lib/payments/reconcile/check-order";
import { loadLedgers, runReconciliation } from "@/lib/payments/reconcile/run";
import { testDrivers } from "@/lib/startup/testing/database";
import { monthOfBooks } from "@/lib/startup/testing/month-of-books";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { monthBooks, type MonthBooks } from "./books";
import { movementsCsv } from "./money-csv";
import { monthRange } from "./month";
import { salesCsv } from "./sales-csv";

type CsvRecord = Record<string, string>;
const cents = (records: readonly CsvRecord[]) => records.reduce((sum, record) => sum + Number(record.AmountCents), 0);
const where = (records: readonly CsvRecord[], field: string, ...values: string[]) => records.filter((record) => values.includes(record[field] ?? ""));

describe.each(testDrivers())("the monthly accounting export on %s", (driver) => {
  const database = useTestDatabase(driver);

  // One March for the block: the tests only read it.
  let built: Promise<{ world: Awaited<ReturnType<typeof monthOfBooks>>; books: MonthBooks; sales: CsvRecord[]; money: CsvRecord[] }> | undefined;
  function march() {
    built ??= (async () => {
      const world = await monthOfBooks(database.db);
      const books = await monthBooks(database.db, "2026-03");
      return { world, books, sales: parseCsvRecords(salesCsv(books)), money: parseCsvRecords(movementsCsv(books)) };
    })();
    return built;
  }

  it("writes one sales receipt row per line of each sale settled in New York's March, in the order they settled", async () => {
    const { world, sales } = await march();
    const { a, b, c, d } = world.orders;
    const [A, B, C, D] = [a, b, c, d].map((order) => formatOrderNumber(order.number));
    const giftCardReceipt = `GC-${world.anasNewCard.paymentId.slice(0, 8).toUpperCase()}`;
    expect(sales.map((row) => [row.SalesReceiptNo, row.SalesReceiptDate, row.LineKind, row["Item(Product/Service)"], row.ItemDescription, row.ItemQuantity, row.ItemRate, row.ItemAmount, row.PaymentMethod, row.Account])).toEqual([
      // 00:05 EST on 1 March (05:05 UTC), the month's fifth minute.
      [`${D}-FEE`, "03/01/2026", "fee", "Late-cancellation fee", "Visit cancelled inside the cancellation window", "1", "40", "40", "Credit card", "Late-cancellation fee income"],
      // 01:30 EST on 8 March, half an hour before the clocks went forward.
      [A, "03/08/2026", "service", "Regular cleaning", "Regular cleaning, studio", "1", "120", "120", "Credit card", "Cleaning services income"],
      [A, "03/08/2026", "service", "Regular cleaning", "2 bedrooms", "1", "30", "30", "Credit card", "Cleaning services income"],
      [A, "03/08/2026", "service", "Extras", "Inside the fridge", "1", "35", "35", "Credit card", "Cleaning services income"],
      [A, "03/08/2026", "service", "Extras", "Interior windows, 4 × $8.00", "4", "8", "32", "Credit card", "Cleaning services income"],
      [A, "03/08/2026", "discount", "Discount", "Spring refresh (10% off)", "1", "-21.7", "-21.7", "Credit card", "Discounts given"],
      [A, "03/08/2026", "sales_tax", "NYC sales tax", "NYC sales tax (8.875%)", "1", "17.33", "17.33", "Credit card", "NYC sales tax payable"],
      // 03:30 EDT the same night.
      [`${A}-TIP`, "03/08/2026", "tip", "Tips held for cleaners", "Tip for the cleaner, paid out with payroll", "1", "25", "25", "Credit card", "Tips payable to cleaners"],
      [giftCardReceipt, "03/10/2026", "gift_card_sale", "Gift card sold", `Gift card ending ${world.anasNewCard.last4}`, "1", "100", "100", "Credit card", "Gift cards outstanding"],
      [C, "03/15/2026", "service", "Regular cleaning", "Regular cleaning, studio", "1", "120", "120", "Gift card", "Cleaning services income"],
      [C, "03/15/2026", "discount", "Discount", "Weekly discount (15%)", "1", "-18", "-18", "Gift card", "Discounts given"],
      [C, "03/15/2026", "sales_tax", "NYC sales tax", "NYC sales tax (8.875%)", "1", "9.05", "9.05", "Gift card", "NYC sales tax payable"],
      [C, "03/15/2026", "gift_card_redemption", "Gift card redeemed", "Gift card", "1", "-111.05", "-111.05", "Gift card", "Gift cards outstanding"],
      // 23:30 EDT on 31 March is 03:30 UTC on 1 April: still March's.
      [B, "03/31/2026", "service", "Deep cleaning", "Deep cleaning, studio", "1", "250", "250", "Cash or check", "Cleaning services income"],
      [B, "03/31/2026", "service", "Deep cleaning", "2 bathrooms", "1", "40", "40", "Cash or check", "Cleaning services income"],
      [B, "03/31/2026", "sales_tax", "NYC sales tax", "NYC sales tax (8.875%)", "1", "25.74", "25.74", "Cash or check", "NYC sales tax payable"],
      [B, "03/31/2026", "gift_card_redemption", "Gift card redeemed", "Gift card", "1", "-100", "-100", "Cash or check", "Gift cards outstanding"],
    ]);
    expect(where(sales, "SalesReceiptNo", `${D}-FEE`)[0]?.Customer).toBe("'=SUM(A1) Dee");
  });

  it("adds up, by hand, to the cent: revenue, discounts, tax, and the liabilities kept out of revenue", async () => {
    const { sales } = await march();
    const byKind = (kind: string) => cents(where(sales, "LineKind", kind));
    // Services: A 120 + 30 + 35 + 32, B 250 + 40, C 120.
    expect(byKind("service")).toBe(62700);
    expect(byKind("discount")).toBe(-2170 - 1800);
    // 8.875% of 195.30, 290.00 and 102.00, half up: 17.33 + 25.74 + 9.05.
    expect(byKind("sales_tax")).toBe(1733 + 2574 + 905);
    expect(byKind("gift_card_redemption")).toBe(-10000 - 11105);
    expect(byKind("tip")).toBe(2500);
    expect(byKind("fee")).toBe(4000);
    expect(byKind("gift_card_sale")).toBe(10000);
    // 627.00 − 39.70 + 52.12 − 211.05 + 25.00 + 40.00 + 100.00
    expect(cents(sales)).toBe(59337);
  });

  it("writes one payments row per money movement, refunds negative, redemptions as the gift card method", async () => {
    const { world, money } = await march();
    const [A, B, C, D] = [world.orders.a, world.orders.b, world.orders.c, world.orders.d].map((order) => formatOrderNumber(order.number));
    expect(money.map((row) => [row.Date, row.OrderNumber, row.Kind, row.PaymentMethod, row.Amount, row.AmountCents])).toEqual([
      ["03/01/2026", D, "fee", "Credit card", "40", "4000"],
      ["03/08/2026", A, "charge", "Credit card", "212.63", "21263"],
      ["03/08/2026", A, "tip", "Credit card", "25", "2500"],
      ["03/10/2026", "", "gift_card_sale", "Credit card", "100", "10000"],
      ["03/15/2026", C, "gift_card_redemption", "Gift card", "111.05", "11105"],
      ["03/20/2026", A, "refund", "Credit card", "-30", "-3000"],
      ["03/25/2026", C, "gift_card_return", "Gift card", "-20", "-2000"],
      ["03/31/2026", B, "charge", "Cash or check", "215.74", "21574"],
      ["03/31/2026", B, "gift_card_redemption", "Gift card", "100", "10000"],
    ]);
    expect(money.find((row) => row.Kind === "charge" && row.OrderNumber === A)).toMatchObject({ CardBrand: "visa", CardLast4: "4242", Customer: "Ana Ruiz" });
    expect(money.find((row) => row.Kind === "refund")?.Memo).toBe("Fridge was skipped; refunded the extra, less the tax already filed");
    expect(money.find((row) => row.Kind === "fee")?.Customer).toBe("'=SUM(A1) Dee");
    // Card 212.63 + 25.00 + 40.00 + 100.00 − 30.00; check 215.74; gift cards 111.05 + 100.00 − 20.00.
    expect(cents(where(money, "PaymentMethod", "Credit card"))).toBe(34763);
    expect(cents(where(money, "PaymentMethod", "Cash or check"))).toBe(21574);
    expect(cents(where(money, "PaymentMethod", "Gift card"))).toBe(19105);
  });

  it("reconciles with the nightly reconciliation and its ledger: no findings, and both CSVs equal the ledger's March figures", async () => {
    const { world, sales, money } = await march();
    const run = await runReconciliation(database.db, { scope: "full", now: new Date("2026-04-02T08:00:00Z") });
    expect({ checked: run.ordersChecked, findings: run.findingCount }).toEqual({ checked: 6, findings: 0 });

    const orderIds = Object.values(world.orders).map((order) => order.id);
    const ledgers = await loadLedgers(database.db, orderIds);
    expect(ledgers.flatMap(checkOrder)).toEqual([]);
    // The ledger has no dates; the month is the one its payments were settled in.
    const { start, end } = monthRange("2026-03");
    const settled = new Map((await database.db.select({ id: orderPayments.id, settledAt: orderPayments.settledAt }).from(orderPayments).where(inArray(orderPayments.orderId, orderIds))).map((row) => [row.id, row.settledAt]));
    const inMarch = ledgers.flatMap((ledger) => ledger.payments.filter((payment) => ["succeeded", "paid_offline"].includes(payment.status) && (settled.get(payment.id) ?? end) >= start && (settled.get(payment.id) ?? end) < end).map((payment) => ({ ...payment, orderNumber: ledger.orderNumber })));
    const ledgerSum = (...kinds: string[]) => inMarch.filter((payment) => kinds.includes(payment.kind)).reduce((sum, payment) => sum + (payment.kind === "refund" ? -payment.amountCents : payment.amountCents), 0);

    // Payments CSV: every movement of an order's money is the ledger's, to the cent.
    expect(cents(where(money, "Kind", "charge", "fee", "tip", "refund"))).toBe(ledgerSum("charge", "fee", "tip", "refund"));
    for (const kind of ["charge", "fee", "tip", "refund"]) expect([kind, cents(where(money, "Kind", kind))]).toEqual([kind, ledgerSum(kind)]);
    // Sales CSV: tips and fees are the ledger's; each visit receipt nets to its order's amount due
    // (what the charge must be), and its lines before the gift card to the order's total.
    expect(cents(where(sales, "LineKind", "tip"))).toBe(ledgerSum("tip"));
    expect(cents(where(sales, "LineKind", "fee"))).toBe(ledgerSum("fee"));
    const visitReceipts = [world.orders.a, world.orders.b, world.orders.c];
    for (const order of visitReceipts) {
      const ledger = ledgers.find((entry) => entry.orderId === order.id);
      const rows = where(sales, "SalesReceiptNo", formatOrderNumber(order.number));
      expect([order.number, cents(rows)]).toEqual([order.number, ledger?.amountDueCents]);
      expect([order.number, cents(rows.filter((row) => row.LineKind !== "gift_card_redemption"))]).toEqual([order.number, ledger?.totalCents]);
    }
    // The charges collected in March are exactly the visit receipts paid by card or check.
    expect(cents(where(sales, "SalesReceiptNo", ...visitReceipts.map((order) => formatOrderNumber(order.number))))).toBe(ledgerSum("charge"));
    // Gift cards: what was redeemed on the sales receipts is what the payments CSV paid by gift card,
    // and the orders' own gift card amounts.
    const giftCardCents = (await database.db.select({ id: orders.id, giftCardCents: orders.giftCardCents }).from(orders).where(inArray(orders.id, [world.orders.b.id, world.orders.c.id]))).reduce((sum, row) => sum + row.giftCardCents, 0);
    expect(-cents(where(sales, "LineKind", "gift_card_redemption"))).toBe(giftCardCents);
    expect(cents(where(money, "Kind", "gift_card_redemption"))).toBe(giftCardCents);
    expect(cents(where(money, "Kind", "gift_card_sale"))).toBe(cents(where(sales, "LineKind", "gift_card_sale")));
    // The money in: the sales receipts, which net the gift cards out, are the card and check money before refunds.
    expect(cents(sales)).toBe(cents(where(money, "PaymentMethod", "Credit card", "Cash or check")) - ledgerSum("refund"));
  });

  it("keeps what fell outside New York's March out: February's last minutes, April's first, unpaid and declined money", async () => {
    const { world, books } = await march();
    const numbers = new Set([...books.visits.map((visit) => visit.orderNumber), ...books.payments.map((payment) => payment.orderNumber)]);
    expect(numbers.has(world.orders.e.number)).toBe(false);
    expect(numbers.has(world.orders.f.number)).toBe(false);
    expect(books.giftCardSales.map((sale) => sale.paymentId)).toEqual([world.anasNewCard.paymentId]);
    const february = await monthBooks(database.db, "2026-02");
    expect(february.payments.map((payment) => [payment.orderNumber, payment.kind])).toEqual([[world.orders.e.number, "charge"]]);
    const april = await monthBooks(database.db, "2026-04");
    expect(april.payments.map((payment) => [payment.orderNumber, payment.kind])).toEqual([[world.orders.e.number, "tip"]]);
    expect(parseCsvRecords(salesCsv(await monthBooks(database.db, "2026-05")))).toEqual([]);
  });
});
