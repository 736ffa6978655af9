import { render, screen, within } from "@testing-library/react";
import { DataTable, type DataColumn } from "./DataTable";

interface Visit {
  id: string;
  customer: string;
  totalCents: number;
}

const COLUMNS: DataColumn<Visit>[] = [
  { header: "Customer", cell: (visit) => visit.customer },
  { header: "Total", headerClassName: "text-right", className: "text-right", cell: (visit) => `$${visit.totalCents / 100}` },
];

describe("DataTable", () => {
  it("names the table, heads each column and gives one row per item", () => {
    const visits = [
      { id: "a", customer: "Ana Ruiz", totalCents: 18_500 },
      { id: "b", customer: "Ben Ito", totalCents: 24_000 },
    ];
    render(<DataTable caption="Visits today" empty="No visits." rows={visits} rowKey={(visit) => visit.id} columns={COLUMNS} />);
    const table = screen.getByRole("table", { name: "Visits today" });
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Customer", "Total"]);
    expect(within(table).getByRole("columnheader", { name: "Total" })).toHaveClass("text-right");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent))).toEqual([
      ["Ana Ruiz", "$185"],
      ["Ben Ito", "$240"],
    ]);
    expect(within(rows[0] as HTMLElement).getByRole("cell", { name: "$185" })).toHaveClass("text-right");
  });

  it("says there is nothing instead of drawing an empty table", () => {
    render(<DataTable caption="Visits today" empty="No visits." rows={[]} rowKey={(visit: Visit) => visit.id} columns={COLUMNS} />);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("No visits.")).toBeInTheDocument();
  });

  it("keys rows by their id when no rowKey is given, and refuses a row without one", () => {
    const visits = [{ id: "a", customer: "Ana Ruiz", totalCents: 18_500 }];
    render(<DataTable caption="Visits today" empty="No visits." rows={visits} columns={COLUMNS} />);
    expect(screen.getByRole("cell", { name: "Ana Ruiz" })).toBeInTheDocument();
    const keyless = [{ customer: "Ben Ito" }] as unknown as Visit[];
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<DataTable caption="Broken" empty="No visits." rows={keyless} columns={COLUMNS} />)).toThrow("a row without an id needs a rowKey");
  });
});
