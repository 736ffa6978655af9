import type { SessionUser } from "@/lib/auth/users";
import { toSessionUser } from "@/lib/auth/users";
import { makeAccount } from "@/lib/admin/test-support";
import { formatOrderNumber } from "@/lib/booking/order-number";
import { parseCsvRecords } from "@/lib/kernel/csv/parse-csv";
import { testDrivers } from "@/lib/startup/testing/database";
import { monthOfBooks } from "@/lib/startup/testing/month-of-books";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { siteRequest } from "@/lib/web/http/test-requests";
import { GET as paymentsRefunds } from "./payments-refunds.csv/route";
import { GET as salesReceipts } from "./sales-receipts.csv/route";

let mockUser: SessionUser | null = null;
jest.mock("@/lib/auth/session", () => ({
  getCurrentSession: async () => (mockUser ? { user: mockUser, sessionId: "route-test" } : null),
  getSessionUser: async () => mockUser,
}));

const ROUTES = [
  { name: "sales-receipts.csv", GET: salesReceipts },
  { name: "payments-refunds.csv", GET: paymentsRefunds },
] as const;
const download = (route: (typeof ROUTES)[number], query: Record<string, string>) => route.GET(siteRequest(`/api/admin/accounting/${route.name}`, { query }));

describe.each(testDrivers())("GET /api/admin/accounting/*.csv on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });

  it("is for Admins only, checked on the server: a visitor is asked to sign in, a customer, cleaner or Moderator refused", async () => {
    for (const route of ROUTES) {
      mockUser = null;
      expect([route.name, (await download(route, { month: "2026-03" })).status]).toEqual([route.name, 401]);
      for (const role of ["Customer", "Cleaner", "Moderator"] as const) {
        mockUser = toSessionUser(await makeAccount(database.db, role));
        expect([route.name, role, (await download(route, { month: "2026-03" })).status]).toEqual([route.name, role, 403]);
      }
    }
  });

  it("downloads the month's two files, named by the month, with the March figures", async () => {
    const world = await monthOfBooks(database.db);
    mockUser = toSessionUser(await makeAccount(database.db, "Admin"));
    const sales = await download(ROUTES[0], { month: "2026-03" });
    expect(sales.status).toBe(200);
    expect(sales.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(sales.headers.get("content-disposition")).toBe('attachment; filename="sales-receipts-2026-03.csv"');
    const saleRecords = parseCsvRecords(await sales.text());
    expect(saleRecords.reduce((sum, row) => sum + Number(row.AmountCents), 0)).toBe(59337);
    expect(saleRecords.find((row) => row.SalesReceiptNo === `${formatOrderNumber(world.orders.d.number)}-FEE`)?.Customer).toBe("'=SUM(A1) Dee");

    const money = await download(ROUTES[1], { month: "2026-03" });
    expect(money.headers.get("content-disposition")).toBe('attachment; filename="payments-refunds-2026-03.csv"');
    const moneyRecords = parseCsvRecords(await money.text());
    expect(moneyRecords.map((row) => row.Kind).sort()).toEqual(["charge", "charge", "fee", "gift_card_redemption", "gift_card_redemption", "gift_card_return", "gift_card_sale", "refund", "tip"]);
    expect(moneyRecords.reduce((sum, row) => sum + Number(row.AmountCents), 0)).toBe(34763 + 21574 + 19105);
  });

  it("answers a month it cannot read with a 400 saying how to write one, not a file", async () => {
    mockUser = toSessionUser(await makeAccount(database.db, "Admin"));
    for (const route of ROUTES) {
      for (const query of [{ month: "2026-13" }, { month: "March" }, {}] as Record<string, string>[]) {
        const response = await download(route, query);
        expect([route.name, query, response.status]).toEqual([route.name, query, 400]);
        const body = (await response.json()) as { fieldErrors: Record<string, string> };
        expect(body.fieldErrors.month).toBe("Choose a month as YYYY-MM, for example 2026-03");
      }
    }
  });
});
