import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { listOrderPayments, paymentsForExport } from "./list-payments";
import { paymentListQuerySchema, paymentFilterSchema } from "./payment-query";
import { paymentsOfEveryKind } from "@/lib/startup/testing/payments-of-every-kind";

describe.each(testDrivers())("the staff payments list on %s", (driver) => {
  const database = useTestDatabase(driver);
  const list = (query: Record<string, string>) => listOrderPayments(database.db, paymentListQuerySchema.parse(query));

  it("filters by status, kind, date and search, and pages newest first", async () => {
    const { paid, failed, pending } = await paymentsOfEveryKind(database.db);
    const mine = <T extends { orderId: string }>(items: T[]) => items.filter((item) => [paid.orderId, failed.orderId, pending.orderId].includes(item.orderId));

    const everything = mine((await list({ pageSize: "100" })).items);
    expect(everything.map((item) => item.kind).sort()).toEqual(["charge", "charge", "charge", "refund", "tip"]);
    expect(everything.find((item) => item.id === paid.payment.id)).toMatchObject({ status: "succeeded", cardBrand: "visa", cardLast4: "4242", refundedCents: 1000, orderNumber: paid.number });

    const failedOnly = (await list({ status: "failed", pageSize: "100" })).items;
    expect(failedOnly.every((item) => item.status === "failed")).toBe(true);
    expect(failedOnly.map((item) => item.id)).toContain(failed.payment.id);

    expect(mine((await list({ status: "paid", pageSize: "100" })).items).map((item) => item.kind).sort()).toEqual(["charge", "refund", "tip"]);
    expect(mine((await list({ status: "pending", pageSize: "100" })).items).map((item) => item.id)).toEqual([pending.payment.id]);
    expect(mine((await list({ status: "refunded", pageSize: "100" })).items).map((item) => item.id)).toEqual([paid.payment.id]);
    expect(mine((await list({ kind: "tip", pageSize: "100" })).items).map((item) => item.amountCents)).toEqual([2000]);

    expect((await list({ q: `C-${paid.number}` })).items.map((item) => item.kind).sort()).toEqual(["charge", "refund", "tip"]);
    expect((await list({ q: failed.customer.email.toUpperCase() })).items.map((item) => item.id)).toEqual([failed.payment.id]);

    // Opened today (the test clock is the machine's): a range ending yesterday in New York holds none of them.
    expect(mine((await list({ to: "2020-01-01", pageSize: "100" })).items)).toEqual([]);

    const firstPage = await list({ pageSize: "2" });
    const secondPage = await list({ pageSize: "2", page: "2" });
    expect(firstPage.total).toBeGreaterThanOrEqual(5);
    expect(firstPage.items).toHaveLength(2);
    expect(secondPage.items.map((item) => item.id)).not.toContain(firstPage.items[0]?.id);
  });

  it("walks every matching payment for the export in batches, none twice", async () => {
    await paymentsOfEveryKind(database.db);
    const total = (await list({})).total;
    const seen: string[] = [];
    for await (const batch of paymentsForExport(database.db, paymentFilterSchema.parse({}), 2)) {
      expect(batch.length).toBeLessThanOrEqual(2);
      seen.push(...batch.map((item) => item.id));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it("says what is wrong with a filter instead of guessing", () => {
    const parsed = paymentListQuerySchema.safeParse({ status: "lost", from: "2026-02-30", to: "nope", pageSize: "5000" });
    expect(parsed.success).toBe(false);
    const fields = parsed.error?.issues.map((issue) => issue.path.join("."));
    expect(fields).toEqual(expect.arrayContaining(["status", "from", "to", "pageSize"]));
    expect(paymentFilterSchema.safeParse({ from: "2026-03-05", to: "2026-03-01" }).error?.issues[0]).toMatchObject({ path: ["to"], message: "The end date must not be before the start date." });
  });
});
