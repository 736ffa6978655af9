import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createLiveTextRegistry, LiveTextsContext, type LiveTextRegistry } from "@/components/realtime/live-texts";
import type { ThreadText } from "@/lib/messaging/inbox/thread";
import type { ReplyState } from "@/lib/messaging/inbox/inbox-pages";
import { installFakeFetch } from "../test-support";
import { ThreadView } from "./ThreadView";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn() }), usePathname: () => "/admin/messages/19175550123" }));
jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const PHONE = "+19175550123";
const READ_URL = "/api/admin/messages/19175550123/read";
const REPLY_URL = "/api/admin/messages/19175550123/reply";

const text = (overrides: Partial<ThreadText>): ThreadText => ({
  id: "t1",
  fromUs: false,
  type: "inbound",
  kind: "message",
  body: "Hello",
  status: "received",
  errorCode: null,
  segments: 1,
  at: "2026-03-02T15:00:00.000Z",
  testMode: true,
  unread: false,
  ...overrides,
});

const TEXTS: ThreadText[] = [
  text({ id: "t1", fromUs: true, type: "reminder", kind: null, body: "Reminder: your visit is tomorrow at 9 AM. Reply C to confirm, R to reschedule.", status: "delivered" }),
  text({ id: "t2", kind: "reschedule", body: "R", at: "2026-03-02T15:05:00.000Z" }),
  text({ id: "t3", fromUs: true, type: "staff-reply", kind: null, body: "Which day suits you? - Ana", status: "failed", errorCode: "unreachable (30003)", at: "2026-03-02T15:06:00.000Z" }),
];

function renderThread({ texts = TEXTS, reply = { allowed: true } as ReplyState } = {}): LiveTextRegistry {
  const registry = createLiveTextRegistry();
  render(
    <LiveTextsContext.Provider value={registry}>
      <ThreadView phone={PHONE} texts={texts} truncated={false} signature="Ana" reply={reply} />
    </LiveTextsContext.Provider>,
  );
  return registry;
}

const bubbles = () => within(screen.getByRole("list", { name: "Texts" })).getAllByTestId("text-bubble");

beforeEach(() => refresh.mockClear());

describe("ThreadView", () => {
  it("shows the texts oldest first: ours with their type and status (and the error of a failed one), theirs with what they asked for", () => {
    const sent = installFakeFetch([]);
    renderThread();
    expect(bubbles().map((bubble) => bubble.getAttribute("data-from"))).toEqual(["us", "them", "us"]);
    const [reminder, answer, failed] = bubbles();
    expect(reminder).toHaveTextContent("Day-before reminder");
    expect(reminder).toHaveTextContent("Delivered");
    expect(answer).toHaveTextContent("Asks to reschedule");
    expect(failed).toHaveTextContent("Failed");
    expect(failed).toHaveTextContent("(unreachable (30003))");
    // Nothing was unread, so nothing is marked.
    expect(sent).toEqual([]);
  });

  it("marks their unread texts read when it opens, then refreshes the page (and the navigation's count)", async () => {
    const sent = installFakeFetch([{ status: 200, body: { marked: 1 } }]);
    renderThread({ texts: [text({ id: "t9", body: "Buzzer is 4B", unread: true })] });
    expect(bubbles()[0]).toHaveTextContent("New");
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ url: READ_URL, method: "POST", body: undefined }]);
  });

  it("reads and refreshes when a text from this number arrives live, and ignores other numbers", async () => {
    const sent = installFakeFetch(() => ({ status: 200, body: { marked: 1 } }));
    const registry = renderThread();
    act(() => registry.emit({ kind: "text", event: { phone: "+12125550147", messageId: "m1", kind: "message", unread: true, timestamp: "2026-03-02T15:10:00.000Z" } }));
    expect(sent).toEqual([]);
    act(() => registry.emit({ kind: "text", event: { phone: PHONE, messageId: "m2", kind: "message", unread: true, timestamp: "2026-03-02T15:11:00.000Z" } }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(sent.map((request) => request.url)).toEqual([READ_URL]);
  });

  it("sends a reply with its draft key, says the signature and segments, and clears after it is queued", async () => {
    const sent = installFakeFetch([{ status: 201, body: { messageId: "m3", body: "See you at 10. - Ana", queued: true } }]);
    renderThread();
    const field = screen.getByRole("textbox", { name: "Reply" });
    expect(screen.getByText(/signed "- Ana"\. 0 segments\./)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: "See you at 10." } });
    expect(screen.getByText(/signed "- Ana"\. 1 segment\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Reply queued."));
    expect(sent).toEqual([{ url: REPLY_URL, method: "POST", body: { body: "See you at 10.", draftId: expect.stringMatching(/^[A-Za-z0-9-]{16,64}$/) } }]);
    expect(field).toHaveValue("");
    expect(refresh).toHaveBeenCalled();
  });

  it("says the server's refusal (STOP) in the form and keeps what was typed", async () => {
    installFakeFetch([{ status: 409, body: { error: "This number texted STOP, so we cannot text it.", code: "opted-out" } }]);
    renderThread();
    fireEvent.change(screen.getByRole("textbox", { name: "Reply" }), { target: { value: "Are you still there?" } });
    fireEvent.click(screen.getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("This number texted STOP, so we cannot text it."));
    expect(screen.getByRole("textbox", { name: "Reply" })).toHaveValue("Are you still there?");
  });

  it("offers no reply where none may go, and says why", () => {
    installFakeFetch([]);
    renderThread({ reply: { allowed: false, reason: "This number texted STOP: we cannot text it until they text START." } });
    expect(screen.getByTestId("reply-unavailable")).toHaveTextContent("texted STOP");
    expect(screen.getByRole("textbox", { name: "Reply" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Send reply" })).toBeDisabled();
  });
});
