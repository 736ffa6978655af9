import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { installFakeFetch } from "@/components/admin/test-support";
import { Checklist } from "./Checklist";

jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const SECTIONS = [{ title: "Kitchen", items: ["Wipe counters", "Mop floor"] }];

describe("Checklist kept on the server", () => {
  it("counts ticked items, section by section, and a tap on the line's words ticks it", () => {
    installFakeFetch(() => ({ status: 200, body: { done: [] } }));
    render(<Checklist jobId="j1" sections={SECTIONS} initialDone={[]} editable />);
    expect(screen.getByText("0 of 2 done")).toBeInTheDocument();
    fireEvent.click(screen.getByText("Mop floor"));
    expect(screen.getByText("1 of 2 done")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Kitchen" })).toBeInTheDocument();
    // The label fills the row, a 44 px target.
    expect(screen.getByText("Mop floor")).toHaveClass("min-h-11", "flex-1");
  });

  it("shows the ticks saved earlier, so a reload keeps them", () => {
    installFakeFetch([]);
    render(<Checklist jobId="j1" sections={SECTIONS} initialDone={["Kitchen / Mop floor"]} editable />);
    expect(screen.getByLabelText("Mop floor")).toBeChecked();
    expect(screen.getByLabelText("Wipe counters")).not.toBeChecked();
    expect(screen.getByText("1 of 2 done")).toBeInTheDocument();
  });

  it("saves each tick and untick for this job and item", async () => {
    const sent = installFakeFetch([
      { status: 200, body: { done: ["Kitchen / Wipe counters"] } },
      { status: 200, body: { done: [] } },
    ]);
    render(<Checklist jobId="j1" sections={SECTIONS} initialDone={[]} editable />);
    fireEvent.click(screen.getByLabelText("Wipe counters"));
    expect(screen.getByText("1 of 2 done")).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    fireEvent.click(screen.getByLabelText("Wipe counters"));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { url: "/api/cabinet/jobs/j1/checklist", method: "PUT", body: { item: "Kitchen / Wipe counters", done: true } },
      { url: "/api/cabinet/jobs/j1/checklist", method: "PUT", body: { item: "Kitchen / Wipe counters", done: false } },
    ]);
    expect(screen.getByText("0 of 2 done")).toBeInTheDocument();
  });

  it("undoes a tick the server refused and says why", async () => {
    installFakeFetch([{ status: 409, body: { error: "This job is finished or cancelled, so its checklist can no longer change." } }]);
    render(<Checklist jobId="j1" sections={SECTIONS} initialDone={[]} editable />);
    fireEvent.click(screen.getByLabelText("Mop floor"));
    expect(await screen.findByRole("alert")).toHaveTextContent("This job is finished or cancelled");
    expect(screen.getByLabelText("Mop floor")).not.toBeChecked();
    expect(screen.getByText("0 of 2 done")).toBeInTheDocument();
  });

  it("shows a finished job's ticks without letting them change", () => {
    installFakeFetch([]);
    render(<Checklist jobId="j1" sections={SECTIONS} initialDone={["Kitchen / Wipe counters"]} editable={false} />);
    expect(screen.getByLabelText("Wipe counters")).toBeChecked();
    expect(screen.getByLabelText("Wipe counters")).toBeDisabled();
    expect(screen.getByLabelText("Mop floor")).toBeDisabled();
  });
});
