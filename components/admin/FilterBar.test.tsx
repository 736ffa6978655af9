import { render, screen } from "@testing-library/react";
import { SelectField } from "@/components/forms/SelectField";
import { TextField } from "@/components/forms/TextField";
import { FilterBar } from "./FilterBar";

let search = "status=pending&q=Rivera";
jest.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams(search) }));

function OrderFilters({ status, q }: { status: string; q: string }) {
  return (
    <FilterBar action="/admin/orders" errors={{}} label="Filter orders">
      <TextField name="q" label="Order number or customer" defaultValue={q} />
      <SelectField
        name="status"
        label="Status"
        placeholder="Any status"
        defaultValue={status}
        options={[
          { value: "pending", label: "Pending" },
          { value: "confirmed", label: "Confirmed" },
        ]}
      />
    </FilterBar>
  );
}

describe("FilterBar", () => {
  it("shows every filter empty again once Clear has led to the unfiltered list, Status included", () => {
    const { rerender } = render(<OrderFilters status="pending" q="Rivera" />);
    expect(screen.getByLabelText("Status")).toHaveValue("pending");
    expect(screen.getByRole("link", { name: "Clear" })).toHaveAttribute("href", "/admin/orders");

    // Clear is a client-side navigation: the same form is rendered again for the bare address.
    search = "";
    rerender(<OrderFilters status="" q="" />);
    expect(screen.getByLabelText("Status")).toHaveValue("");
    expect(screen.getByLabelText("Order number or customer")).toHaveValue("");
  });

  it("folds away on phones unless a filter is on, with a Filters toggle that works without script", () => {
    search = "";
    const { unmount } = render(<OrderFilters status="" q="" />);
    expect(screen.getByRole("checkbox", { name: "Filters" })).not.toBeChecked();
    unmount();
    search = "status=pending&page=2";
    render(<OrderFilters status="pending" q="" />);
    expect(screen.getByRole("checkbox", { name: "Filters (1 on)" })).toBeChecked();
  });
});
