import { fireEvent, render, screen, within } from "@testing-library/react";
import { installFakeFetch } from "../test-support";
import { BillingModeForm } from "./BillingModeForm";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }), usePathname: () => "/admin/users/u1" }));
jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const USER = { id: "u1", name: "Priya Raman" };

describe("BillingModeForm", () => {
  it("marks an account invoiced to its company after a confirmation, and asks for the company first", async () => {
    const sent = installFakeFetch([{ status: 200, body: { billingMode: "invoice" } }]);
    render(<BillingModeForm user={USER} current={{ billingMode: "card", invoiceCompany: null }} />);
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    fireEvent.change(screen.getByLabelText("Pays by"), { target: { value: "invoice" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const dialog = screen.getByRole("dialog", { name: "Invoice Priya Raman's visits?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Enter the company the invoice is made out to.");
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));

    fireEvent.change(screen.getByLabelText("Invoice made out to"), { target: { value: "  Hudson Yards Dental, PLLC " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    fireEvent.click(within(screen.getByRole("dialog", { name: "Invoice Priya Raman's visits?" })).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Priya Raman is invoiced to Hudson Yards Dental, PLLC: they book without a card.")).toBeInTheDocument();
    expect(sent).toEqual([{ url: "/api/admin/users/u1/billing", method: "PUT", body: { billingMode: "invoice", invoiceCompany: "Hudson Yards Dental, PLLC" } }]);
  });

  it("puts an invoiced account back on its card, and shows the server's refusal in the dialog", async () => {
    const sent = installFakeFetch([{ status: 403, body: { error: "You cannot do this to your own account." } }]);
    render(<BillingModeForm user={USER} current={{ billingMode: "invoice", invoiceCompany: "Hudson Yards Dental" }} />);
    expect(screen.getByLabelText("Invoice made out to")).toHaveValue("Hudson Yards Dental");
    fireEvent.change(screen.getByLabelText("Pays by"), { target: { value: "card" } });
    expect(screen.queryByLabelText("Invoice made out to")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const dialog = screen.getByRole("dialog", { name: "Charge Priya Raman's card after each visit?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("You cannot do this to your own account.");
    expect(sent).toEqual([{ url: "/api/admin/users/u1/billing", method: "PUT", body: { billingMode: "card" } }]);
  });
});
