import { render, screen, within } from "@testing-library/react";
import type { PaymentReconciliationRow } from "@/lib/platform/db/schema";
import { ReconciliationSection } from "./ReconciliationSection";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }), usePathname: () => "/admin/payments" }));
jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const RUN: PaymentReconciliationRow = {
  id: 7,
  scope: "recent",
  since: new Date("2026-11-17T08:00:00Z"),
  startedAt: new Date("2026-11-24T08:00:00Z"),
  finishedAt: new Date("2026-11-24T08:00:03Z"),
  ordersChecked: 1_204,
  findingCount: 2,
  requestedBy: null,
  findings: [
    { orderId: "o1", orderNumber: 10042, paymentId: "p1", code: "charge_mismatch", message: "The charge is $180.00, the order's amount due $150.00.", expectedCents: 15_000, actualCents: 18_000 },
    { orderId: "o2", orderNumber: 10077, paymentId: "p2", code: "refund_above_payment", message: "Refunds of $160.00 are more than the $150.00 paid.", expectedCents: 15_000, actualCents: 16_000 },
  ],
};

describe("ReconciliationSection", () => {
  it("says when the last check ran and lists each order out of balance with a link to it", () => {
    render(<ReconciliationSection run={RUN} />);
    const section = screen.getByRole("region", { name: "Reconciliation" });
    expect(section).toHaveTextContent("Last run Tue, Nov 24, 2026, 3:00 AM (nightly check of orders touched in the last week): 1,204 orders checked, 2 out of balance.");
    const rows = within(screen.getByRole("table", { name: "Orders out of balance" })).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent))).toEqual([
      ["C-10042", "The charge is $180.00, the order's amount due $150.00.", "charge_mismatch"],
      ["C-10077", "Refunds of $160.00 are more than the $150.00 paid.", "refund_above_payment"],
    ]);
    expect(within(rows[0] as HTMLElement).getByRole("link", { name: "C-10042" })).toHaveAttribute("href", "/admin/orders/o1");
    expect(screen.getByRole("button", { name: "Check every order now" })).toBeInTheDocument();
  });

  it("says every order balanced, or that no check has run yet", () => {
    const { rerender } = render(<ReconciliationSection run={{ ...RUN, scope: "full", findingCount: 0, findings: [] }} />);
    expect(screen.getByRole("region", { name: "Reconciliation" })).toHaveTextContent("(full check of every order): 1,204 orders checked, every one in balance.");
    expect(screen.queryByRole("table")).toBeNull();
    rerender(<ReconciliationSection run={null} />);
    expect(screen.getByRole("region", { name: "Reconciliation" })).toHaveTextContent("No check has run yet. It runs every night at 3 am New York time.");
  });
});
