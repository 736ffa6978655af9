import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { installFakeFetch } from "../test-support";
import { ActionButton } from "./ActionButton";
import { ActionPanel } from "./ActionFeedback";
import { confirmOrderContract } from "@/lib/admin/orders/order-actions-contract";
import { callApi } from "@/lib/web/http/client";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn() }), usePathname: () => "/admin" }));
jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

function renderConfirm() {
  return render(
    <ActionPanel>
      <ActionButton label="Confirm order" title="Confirm C-10042?" confirmLabel="Yes, confirm" request={() => callApi(confirmOrderContract, { params: { orderId: "1" }, body: {} })} success={() => "C-10042 is confirmed."}>
        {(errors) => <p>{errors.note ?? "The customer is emailed."}</p>}
      </ActionButton>
    </ActionPanel>,
  );
}

beforeEach(() => refresh.mockClear());

describe("ActionButton", () => {
  it("asks first, sends nothing on cancel, and gives focus back to the button", () => {
    const sent = installFakeFetch([]);
    renderConfirm();
    fireEvent.click(screen.getByRole("button", { name: "Confirm order" }));
    expect(screen.getByRole("dialog", { name: "Confirm C-10042?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Yes, confirm" })).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Confirm order" })).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it("closes on Escape", () => {
    installFakeFetch([]);
    renderConfirm();
    fireEvent.click(screen.getByRole("button", { name: "Confirm order" }));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("reports success, refreshes the page's data and closes", async () => {
    const sent = installFakeFetch([{ status: 200, body: { orderId: "1", status: "confirmed" } }]);
    renderConfirm();
    fireEvent.click(screen.getByRole("button", { name: "Confirm order" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, confirm" }));
    expect(await screen.findByText("C-10042 is confirmed.")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("C-10042 is confirmed.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([{ url: "/api/admin/orders/1/confirm", method: "POST", body: {} }]);
  });

  it("keeps a refusal in the dialog with the field messages", async () => {
    installFakeFetch([{ status: 409, body: { error: "This order is cancelled.", fieldErrors: { note: "Too long" } } }]);
    renderConfirm();
    fireEvent.click(screen.getByRole("button", { name: "Confirm order" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, confirm" }));
    await waitFor(() => expect(screen.getByRole("dialog")).toHaveTextContent("This order is cancelled."));
    expect(screen.getByText("Too long")).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });
});
