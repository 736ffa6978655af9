import { fireEvent, render, screen } from "@testing-library/react";
import { installFakeFetch } from "../test-support";
import { ActionPanel } from "../actions/ActionFeedback";
import { ResolvePollButton } from "./ResolvePollButton";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }), usePathname: () => "/admin/orders/1" }));
jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const photo = (id: string) => ({ id, stage: "after" as const, url: `/api/photos/${id}?expires=1&signature=x`, width: 800, height: 600, takenAt: "2026-11-24T16:05:00.000Z" });
const TUB = "0b6f5d0e-5a53-4b7e-9f0a-2c1d3e4f5a61";
const SINK = "0b6f5d0e-5a53-4b7e-9f0a-2c1d3e4f5a62";
const OPTIONS = [
  { photo: photo(TUB), label: "Bathrooms, after" },
  { photo: photo(SINK), label: "Kitchen, after" },
];

function renderButton(options = OPTIONS) {
  render(
    <ActionPanel>
      <ResolvePollButton orderId="1" number="C-10042" photos={options} />
    </ActionPanel>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Mark handled" }));
}

describe("ResolvePollButton", () => {
  it("sends the photos ticked in the dialog with the note", async () => {
    const sent = installFakeFetch([{ status: 200, body: { orderId: "1", status: "completed" } }]);
    renderButton();
    const dialog = screen.getByRole("dialog", { name: "Close the follow-up for C-10042?" });
    expect(dialog).toHaveTextContent("Photos to keep with the follow-up");
    fireEvent.change(screen.getByLabelText(/What was agreed/), { target: { value: "Re-clean on Tuesday" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Bathrooms, after" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Kitchen, after" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Kitchen, after" }));
    fireEvent.click(screen.getAllByRole("button", { name: "Mark handled" }).at(-1) as HTMLElement);
    expect(await screen.findByText("The follow-up for C-10042 is closed.")).toBeInTheDocument();
    expect(sent).toEqual([{ url: "/api/admin/orders/1/poll/resolve", method: "POST", body: { note: "Re-clean on Tuesday", photoIds: [TUB] } }]);
  });

  it("shows the server's refusal beside the photos", async () => {
    installFakeFetch([{ status: 400, body: { error: "Please check the highlighted fields.", fieldErrors: { photoIds: "Choose photos of this visit only." } } }]);
    renderButton();
    fireEvent.click(screen.getByRole("checkbox", { name: "Bathrooms, after" }));
    fireEvent.click(screen.getAllByRole("button", { name: "Mark handled" }).at(-1) as HTMLElement);
    expect(await screen.findByText("Choose photos of this visit only.")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Photos to keep with the follow-up" })).toHaveAccessibleDescription("Choose photos of this visit only.");
  });

  it("offers no photo choice where there are none (the dashboard)", () => {
    installFakeFetch([]);
    renderButton([]);
    expect(screen.queryByRole("group", { name: "Photos to keep with the follow-up" })).not.toBeInTheDocument();
  });
});
