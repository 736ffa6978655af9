import type { SessionUser } from "@/lib/auth/users";
import { toSessionUser } from "@/lib/auth/users";
import { makeAccount } from "@/lib/admin/test-support";
import { paymentsOfEveryKind } from "@/lib/startup/testing/payments-of-every-kind";
import { parseCsvRecords } from "@/lib/kernel/csv/parse-csv";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { siteRequest } from "@/lib/web/http/test-requests";
import { GET } from "./route";

let mockUser: SessionUser | null = null;
jest.mock("@/lib/auth/session", () => ({
  getCurrentSession: async () => (mockUser ? { user: mockUser, sessionId: "route-test" } : null),
  getSessionUser: async () => mockUser,
}));

const exportCsv = (query: Record<string, string> = {}) => GET(siteRequest("/api/admin/payments/export.csv", { query }));

describe("GET /api/admin/payments/export.csv", () => {
  const database = useTestDatabase("pglite", { install: true });

  it("is for Admins only: a visitor is asked to sign in, a customer or a Moderator is refused", async () => {
    mockUser = null;
    expect((await exportCsv()).status).toBe(401);
    for (const role of ["Customer", "Cleaner", "Moderator"] as const) {
      mockUser = toSessionUser(await makeAccount(database.db, role));
      expect([role, (await exportCsv()).status]).toEqual([role, 403]);
    }
  });

  it("downloads the filtered payments as CSV named by today's New York date, with formulas defused", async () => {
    const { paid, failed } = await paymentsOfEveryKind(database.db);
    mockUser = toSessionUser(await makeAccount(database.db, "Admin"));
    const response = await exportCsv({ q: `C-${paid.number}` });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const records = parseCsvRecords(await response.text());
    expect(records.map((row) => [row.kind, row.status, row.amount_usd, row.amount_cents]).sort()).toEqual([
      ["charge", "succeeded", (paid.payment.amountCents / 100).toFixed(2), String(paid.payment.amountCents)],
      ["refund", "succeeded", "10.00", "1000"],
      ["tip", "succeeded", "20.00", "2000"],
    ]);
    const charge = records.find((row) => row.kind === "charge");
    expect(charge).toMatchObject({ order_number: `C-${paid.number}`, card_brand: "visa", card_last4: "4242", refunded_usd: "10.00", settled_at: "2026-03-05T15:00:00-05:00" });
    expect(charge?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[45]:00$/);
    expect(records.find((row) => row.kind === "refund")).toMatchObject({ refund_of_payment_id: paid.payment.id, note: "Missed the oven, as agreed" });

    const failedOnly = parseCsvRecords(await (await exportCsv({ status: "failed" })).text());
    const row = failedOnly.find((record) => record.payment_id === failed.payment.id);
    expect(row?.customer_name).toBe(`'=HYPERLINK("http://evil.example") Ortiz, Jr.`);
    expect(failedOnly.every((record) => record.status === "failed")).toBe(true);
  });

  it("answers a filter it cannot read with a 400 naming the field, not a file", async () => {
    mockUser = toSessionUser(await makeAccount(database.db, "Admin"));
    const response = await exportCsv({ status: "lost", from: "2026-13-01" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["from", "status"]);
  });
});
