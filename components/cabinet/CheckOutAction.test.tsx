import { fireEvent, render, screen, within } from "@testing-library/react";
import { installFakeFetch } from "@/components/admin/test-support";
import { CheckOutAction } from "./CheckOutAction";
import { installGeolocation } from "./position-test-support";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }), usePathname: () => "/cleaner/cabinet/jobs/j1" }));
jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

// A visit on Mon, Mar 16, 2026 from 10:00 AM to 1:00 PM in New York.
const visit = { startsAt: "2026-03-16T14:00:00.000Z", endsAt: "2026-03-16T17:00:00.000Z" };
const underWay = { id: "j1", status: "in_progress" as const, ...visit };

describe("CheckOutAction", () => {
  it("sends the phone's position with the note when the phone gives one", async () => {
    const restore = installGeolocation({ coords: { latitude: 40.7172, longitude: -73.9545, accuracy: 30 } });
    try {
      const sent = installFakeFetch([{ status: 200, body: { orderId: "j1", status: "completed", heldForReview: false } }]);
      render(<CheckOutAction job={underWay} renderedAt={Date.parse(visit.endsAt)} />);
      fireEvent.click(screen.getByRole("button", { name: "Check out" }));
      const dialog = screen.getByRole("dialog", { name: "Finish this visit?" });
      fireEvent.change(within(dialog).getByLabelText(/Note for the office/), { target: { value: "Keys left with the doorman" } });
      fireEvent.click(within(dialog).getByRole("button", { name: "Check out" }));
      expect(await screen.findByText("Checked out. The visit is completed, and the customer gets a short poll.")).toBeInTheDocument();
      expect(sent[0]?.body).toEqual({ note: "Keys left with the doorman", position: { lat: 40.7172, lng: -73.9545, accuracyMeters: 30 } });
    } finally {
      restore();
    }
  });

  it("checks out at the planned end with a note, from a big button", async () => {
    const sent = installFakeFetch([{ status: 200, body: { orderId: "j1", status: "completed", heldForReview: false } }]);
    render(<CheckOutAction job={underWay} renderedAt={Date.parse(visit.endsAt)} />);
    expect(screen.getByRole("button", { name: "Check out" })).toHaveClass("min-h-14", "w-full");
    fireEvent.click(screen.getByRole("button", { name: "Check out" }));
    const dialog = screen.getByRole("dialog", { name: "Finish this visit?" });
    expect(within(dialog).queryByLabelText(/Reason for the office/)).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Note for the office/), { target: { value: "Out of glass cleaner" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Check out" }));
    expect(await screen.findByText(/Checked out without a location. The visit is completed/)).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ note: "Out of glass cleaner" });
  });

  it("asks the reason before the planned end, and says a short visit waits for the office", async () => {
    const sent = installFakeFetch([{ status: 200, body: { orderId: "j1", status: "completed", heldForReview: true } }]);
    render(<CheckOutAction job={underWay} renderedAt={Date.parse("2026-03-16T14:14:00.000Z")} />);
    fireEvent.click(screen.getByRole("button", { name: "Check out" }));
    const dialog = screen.getByRole("dialog", { name: "Finish this visit?" });
    const reason = within(dialog).getByRole("textbox", { name: "Reason for the office" });
    expect(reason).toHaveAccessibleDescription(/before the planned end at 1:00 PM/);
    fireEvent.click(within(dialog).getByRole("button", { name: "Check out" }));
    expect(await within(dialog).findByText("Write the reason for the office first.")).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    fireEvent.change(reason, { target: { value: "The customer sent me home." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Check out" }));
    expect(await screen.findByText(/the office reviews it before the customer gets the receipt/)).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ note: "", reason: "The customer sent me home." });
  });

  it("shows the reason field when the server says checklist items are unticked", async () => {
    const prompt = "3 of 21 checklist items are not ticked. Tell the office why.";
    const sent = installFakeFetch([
      { status: 400, body: { error: prompt, fieldErrors: { reason: prompt } } },
      { status: 200, body: { orderId: "j1", status: "completed", heldForReview: false } },
    ]);
    render(<CheckOutAction job={underWay} renderedAt={Date.parse(visit.endsAt)} />);
    fireEvent.click(screen.getByRole("button", { name: "Check out" }));
    const dialog = screen.getByRole("dialog", { name: "Finish this visit?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Check out" }));
    const reason = await within(dialog).findByRole("textbox", { name: "Reason for the office" });
    fireEvent.change(reason, { target: { value: "The balcony door was locked." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Check out" }));
    expect(await screen.findByText(/Checked out/)).toBeInTheDocument();
    expect(sent[1]?.body).toEqual({ note: "", reason: "The balcony door was locked." });
  });

  it("keeps its notice and drops the button once the job is done", async () => {
    installFakeFetch([{ status: 200, body: { orderId: "j1", status: "completed", heldForReview: false } }]);
    const { rerender } = render(<CheckOutAction job={underWay} renderedAt={Date.parse(visit.endsAt)} />);
    fireEvent.click(screen.getByRole("button", { name: "Check out" }));
    fireEvent.click(within(screen.getByRole("dialog", { name: "Finish this visit?" })).getByRole("button", { name: "Check out" }));
    expect(await screen.findByText(/Checked out without a location. The visit is completed/)).toBeInTheDocument();
    rerender(<CheckOutAction job={{ ...underWay, status: "completed" }} renderedAt={Date.parse(visit.endsAt)} />);
    expect(screen.getByRole("status")).toHaveTextContent("Checked out without a location. The visit is completed");
    expect(screen.queryByRole("button", { name: "Check out" })).not.toBeInTheDocument();
  });
});
