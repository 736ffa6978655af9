import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { installFakeFetch } from "@/components/admin/test-support";
import type { OrderPhotoReport } from "@/lib/cabinet/photos/job-photos";
import { Checklist } from "../Checklist";
import { JobPhotosPanel } from "../photos/JobPhotosPanel";
import { ActionQueueProvider } from "./ActionQueue";
import { WaitingActions } from "./WaitingActions";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn() }), usePathname: () => "/cleaner/cabinet/jobs/j1" }));
jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const SECTIONS = [{ title: "Kitchen", items: ["Wipe counters", "Clean the sink", "Mop floor"] }];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let online = true;
function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? "online" : "offline"));
  });
}

function renderJob() {
  return render(
    <ActionQueueProvider userId="cleaner-1">
      <WaitingActions jobId="j1" />
      <Checklist jobId="j1" sections={SECTIONS} initialDone={[]} editable />
    </ActionQueueProvider>,
  );
}

describe("the job page's offline queue", () => {
  beforeAll(() => {
    jest.spyOn(window.navigator, "onLine", "get").mockImplementation(() => online);
  });
  beforeEach(() => {
    online = true;
    refresh.mockClear();
  });

  it("keeps ticks made offline ticked and waiting, then sends them in order with their keys and times when the connection returns", async () => {
    const sent = installFakeFetch(() => ({ status: 200, body: { done: [] } }));
    renderJob();
    setOnline(false);
    for (const item of SECTIONS[0]?.items ?? []) fireEvent.click(screen.getByLabelText(item));
    await waitFor(() => expect(screen.getAllByTestId("tick-waiting")).toHaveLength(3));
    for (const item of SECTIONS[0]?.items ?? []) expect(screen.getByLabelText(item)).toBeChecked();
    expect(screen.getAllByTestId("tick-waiting")[0]?.textContent).toMatch(/^Waiting to send — made \d{1,2}:\d{2} [AP]M$/);
    expect(screen.getByRole("status")).toHaveTextContent("3 checklist ticks waiting to send");
    expect(sent).toEqual([]);

    setOnline(true);
    await waitFor(() => expect(screen.queryAllByTestId("tick-waiting")).toHaveLength(0));
    expect(sent.map((request) => [request.url, request.method, (request.body as { item: string }).item])).toEqual([
      ["/api/cabinet/jobs/j1/checklist", "PUT", "Kitchen / Wipe counters"],
      ["/api/cabinet/jobs/j1/checklist", "PUT", "Kitchen / Clean the sink"],
      ["/api/cabinet/jobs/j1/checklist", "PUT", "Kitchen / Mop floor"],
    ]);
    for (const request of sent) expect(request.body).toMatchObject({ done: true, madeAt: expect.stringMatching(/Z$/), idempotencyKey: expect.stringMatching(UUID) });
    for (const item of SECTIONS[0]?.items ?? []) expect(screen.getByLabelText(item)).toBeChecked();
    expect(refresh).toHaveBeenCalled();
  });

  it("sends a tap made online at once with its key, timed by the server's clock", async () => {
    const sent = installFakeFetch([{ status: 200, body: { done: ["Kitchen / Mop floor"] } }]);
    renderJob();
    fireEvent.click(screen.getByLabelText("Mop floor"));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ item: "Kitchen / Mop floor", done: true, idempotencyKey: expect.stringMatching(UUID) });
    expect(screen.getByLabelText("Mop floor")).toBeChecked();
    await waitFor(() => expect(screen.queryByTestId("job-queue")).not.toBeInTheDocument());
  });

  it("shows a tap refused at once where the cleaner tapped, and not again on the job", async () => {
    installFakeFetch([{ status: 409, body: { error: "This job is finished or cancelled, so its checklist can no longer change." } }]);
    renderJob();
    fireEvent.click(screen.getByLabelText("Mop floor"));
    await waitFor(() => expect(screen.getByLabelText("Mop floor")).not.toBeChecked());
    expect(screen.getAllByText(/This job is finished or cancelled/)).toHaveLength(1);
    expect(screen.queryByTestId("job-queue")).not.toBeInTheDocument();
  });

  it("keeps a tick whose send never reached the server, and does not spring it back", async () => {
    Object.assign(globalThis, {
      fetch: jest.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    });
    renderJob();
    fireEvent.click(screen.getByLabelText("Mop floor"));
    await waitFor(() => expect(screen.getAllByTestId("tick-waiting")).toHaveLength(1));
    expect(screen.getByLabelText("Mop floor")).toBeChecked();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a tick refused after it waited on the job, puts the box back, and lets the cleaner dismiss it", async () => {
    const sent = installFakeFetch([{ status: 409, body: { error: "This job is finished or cancelled, so its checklist can no longer change." } }]);
    renderJob();
    setOnline(false);
    fireEvent.click(screen.getByLabelText("Mop floor"));
    await waitFor(() => expect(screen.getAllByTestId("tick-waiting")).toHaveLength(1));
    setOnline(true);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/^Checklist tick at \d{1,2}:\d{2} [AP]M was not accepted: This job is finished or cancelled/);
    expect(sent).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText("Mop floor")).not.toBeChecked());
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
  });

  it("keeps a photo taken offline with its thumbnail, then sends it as the upload form with its key and time when the connection returns", async () => {
    const report = (before: OrderPhotoReport["sections"][number]["before"]): OrderPhotoReport => ({
      orderId: "j1",
      as: "cleaner",
      shown: true,
      canChange: true,
      photoCount: before.length,
      sections: [{ title: "Kitchen", items: [], before, after: [] }],
    });
    const kept = { id: "4f3a2b10-1111-4c4c-8888-222233334444", stage: "before" as const, url: "/api/photos/4f3a2b10-1111-4c4c-8888-222233334444?expires=1&sig=x", width: 4, height: 3, takenAt: "2026-04-06T13:05:00.000Z" };
    const sent: Array<{ url: string; body: FormData }> = [];
    Object.assign(globalThis, {
      fetch: jest.fn(async (url: string, init?: RequestInit) => {
        if (init?.body instanceof FormData) sent.push({ url, body: init.body });
        return { ok: true, status: 201, json: async () => report([kept]) };
      }),
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => "blob:waiting-photo"), revokeObjectURL: jest.fn() });
    const { container } = render(
      <ActionQueueProvider userId="cleaner-1">
        <JobPhotosPanel initial={report([])} />
      </ActionQueueProvider>,
    );
    setOnline(false);
    const input = container.querySelector<HTMLInputElement>("#photo-j1-0-before");
    if (!input) throw new Error("no photo input");
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], "IMG_0042.jpg", { type: "image/jpeg" })] } });
    const waiting = await screen.findByTestId("photo-waiting");
    expect(waiting).toHaveTextContent(/^Waiting to send — made \d{1,2}:\d{2} [AP]M$/);
    expect(await screen.findByRole("img", { name: "Before: Kitchen, waiting to send" })).toHaveAttribute("src", "blob:waiting-photo");
    expect(screen.getByText("Before photo of Kitchen kept on the phone. It will be sent when the signal is back.")).toBeInTheDocument();
    expect(sent).toEqual([]);

    setOnline(true);
    await waitFor(() => expect(screen.queryByTestId("photo-waiting")).not.toBeInTheDocument());
    expect(sent.map((request) => request.url)).toEqual(["/api/cabinet/jobs/j1/photos"]);
    const form = sent[0]?.body;
    expect([form?.get("section"), form?.get("stage")]).toEqual(["Kitchen", "before"]);
    expect(form?.get("photo")).toBeInstanceOf(Blob);
    expect(form?.get("madeAt")).toMatch(/Z$/);
    expect(form?.get("idempotencyKey")).toMatch(UUID);
    expect(refresh).toHaveBeenCalled();
  });
});
