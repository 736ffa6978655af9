import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { installFakeFetch } from "@/components/admin/test-support";
import { Checklist } from "./Checklist";
import { JobActions } from "./JobActions";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }), usePathname: () => "/cleaner/cabinet/jobs/j1" }));
jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

// A visit on Mon, Mar 16, 2026 from 10:00 AM to 1:00 PM in New York.
const visit = { startsAt: "2026-03-16T14:00:00.000Z", endsAt: "2026-03-16T17:00:00.000Z" };
const atTheDoor = Date.parse("2026-03-16T13:50:00.000Z");

describe("JobActions", () => {
  it("checks in an assigned job after a confirmation", async () => {
    const sent = installFakeFetch([{ status: 200, body: { orderId: "j1", status: "in_progress" } }]);
    render(<JobActions job={{ id: "j1", number: "C-10042", status: "assigned", ...visit }} renderedAt={atTheDoor} />);
    expect(screen.queryByRole("button", { name: "Check out" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Check in" }));
    fireEvent.click(within(screen.getByRole("dialog", { name: "Check in now?" })).getByRole("button", { name: "Check in" }));
    expect(await screen.findByText(/Checked in/)).toBeInTheDocument();
    expect(sent).toEqual([{ url: "/api/cabinet/jobs/j1/check-in", method: "POST", body: undefined }]);
  });

  it("checks out at the planned end with a note", async () => {
    const sent = installFakeFetch([{ status: 200, body: { orderId: "j1", status: "completed", heldForReview: false } }]);
    render(<JobActions job={{ id: "j1", number: "C-10042", status: "in_progress", ...visit }} renderedAt={Date.parse(visit.endsAt)} />);
    fireEvent.click(screen.getByRole("button", { name: "Check out" }));
    const dialog = screen.getByRole("dialog", { name: "Finish this visit?" });
    expect(within(dialog).queryByLabelText(/Reason for the office/)).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Note for the office/), { target: { value: "Out of glass cleaner" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Check out" }));
    expect(await screen.findByText(/Checked out. The visit is completed/)).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ note: "Out of glass cleaner" });
  });

  it("asks the reason before the planned end, and says a short visit waits for the office", async () => {
    const sent = installFakeFetch([{ status: 200, body: { orderId: "j1", status: "completed", heldForReview: true } }]);
    render(<JobActions job={{ id: "j1", number: "C-10042", status: "in_progress", ...visit }} renderedAt={Date.parse("2026-03-16T14:14:00.000Z")} />);
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
    render(<JobActions job={{ id: "j1", number: "C-10042", status: "in_progress", ...visit }} renderedAt={Date.parse(visit.endsAt)} />);
    fireEvent.click(screen.getByRole("button", { name: "Check out" }));
    const dialog = screen.getByRole("dialog", { name: "Finish this visit?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Check out" }));
    const reason = await within(dialog).findByRole("textbox", { name: "Reason for the office" });
    fireEvent.change(reason, { target: { value: "The balcony door was locked." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Check out" }));
    expect(await screen.findByText(/Checked out/)).toBeInTheDocument();
    expect(sent[1]?.body).toEqual({ note: "", reason: "The balcony door was locked." });
  });

  it("says when check-in opens instead of offering it early, and offers it once the window opens", async () => {
    jest.useFakeTimers({ now: Date.parse("2026-03-16T11:59:00.000Z") });
    try {
      render(<JobActions job={{ id: "j1", number: "C-10042", status: "assigned", ...visit }} renderedAt={Date.now()} />);
      expect(screen.getByText("Check-in opens at 8:00 AM on Mon, Mar 16, two hours before the visit.")).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Check in" })).not.toBeInTheDocument();
      act(() => void jest.advanceTimersByTime(61_000));
      expect(screen.getByRole("button", { name: "Check in" })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("says whom to call once the visit window has ended", () => {
    render(<JobActions job={{ id: "j1", number: "C-10042", status: "assigned", ...visit }} renderedAt={Date.parse("2026-03-16T17:01:00.000Z")} />);
    expect(screen.getByText("The visit window ended at 1:00 PM on Mon, Mar 16. Call the office to record this visit.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Check in" })).not.toBeInTheDocument();
  });

  it("offers nothing for a finished or cancelled job", () => {
    const { container } = render(<JobActions job={{ id: "j1", number: "C-10042", status: "completed", ...visit }} renderedAt={atTheDoor} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("Checklist", () => {
  it("counts ticked items", () => {
    render(<Checklist jobId="j1" sections={[{ title: "Kitchen", items: ["Wipe counters", "Mop floor"] }]} />);
    expect(screen.getByText("0 of 2 done")).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText("Mop floor"));
    expect(screen.getByText("1 of 2 done")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Kitchen" })).toBeInTheDocument();
  });
});
