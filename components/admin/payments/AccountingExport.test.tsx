import { fireEvent, render, screen } from "@testing-library/react";
import { AccountingExport } from "./AccountingExport";

describe("AccountingExport", () => {
  it("offers the server's last month first, with both files for it", () => {
    render(<AccountingExport defaultMonth="2026-10" latestMonth="2026-11" />);
    expect(screen.getByLabelText("Month")).toHaveValue("2026-10");
    expect(screen.getByLabelText("Month")).toHaveAttribute("max", "2026-11");
    expect(screen.getByRole("link", { name: "Sales receipts for 2026-10 (CSV)" })).toHaveAttribute("href", "/api/admin/accounting/sales-receipts.csv?month=2026-10");
    expect(screen.getByRole("link", { name: "Payments and refunds for 2026-10 (CSV)" })).toHaveAttribute("href", "/api/admin/accounting/payments-refunds.csv?month=2026-10");
  });

  it("moves both links to the month chosen", () => {
    render(<AccountingExport defaultMonth="2026-10" latestMonth="2026-11" />);
    fireEvent.change(screen.getByLabelText("Month"), { target: { value: "2026-03" } });
    expect(screen.getByRole("link", { name: "Sales receipts for 2026-03 (CSV)" })).toHaveAttribute("href", "/api/admin/accounting/sales-receipts.csv?month=2026-03");
    expect(screen.getByRole("link", { name: "Payments and refunds for 2026-03 (CSV)" })).toHaveAttribute("href", "/api/admin/accounting/payments-refunds.csv?month=2026-03");
  });

  it("offers no file for a cleared month or one after the latest, and says what to choose", () => {
    render(<AccountingExport defaultMonth="2026-10" latestMonth="2026-11" />);
    fireEvent.change(screen.getByLabelText("Month"), { target: { value: "" } });
    expect(screen.queryAllByRole("link")).toEqual([]);
    expect(screen.getByText("Choose a month up to 2026-11.")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Month"), { target: { value: "2026-12" } });
    expect(screen.queryAllByRole("link")).toEqual([]);
  });
});
