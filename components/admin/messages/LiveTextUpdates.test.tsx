import { act, render } from "@testing-library/react";
import { createLiveTextRegistry, LiveTextsContext } from "@/components/realtime/live-texts";
import type { TextReceivedEvent } from "@/lib/web/realtime/client/text-event";
import { LiveTextUpdates } from "./LiveTextUpdates";

const refresh = jest.fn();
let pathname = "/admin/orders";
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }), usePathname: () => pathname }));

const event = (phone: string): TextReceivedEvent => ({ phone, messageId: "0b6f2c7e-5d0a-4f51-9a3c-2f3f8f3e9d11", kind: "message", unread: true, timestamp: "2026-03-02T15:00:00.000Z" });

/** Lets the queued refresh run. */
const settle = () => act(async () => await Promise.resolve());

function renderUpdates() {
  const registry = createLiveTextRegistry();
  render(
    <LiveTextsContext.Provider value={registry}>
      <LiveTextUpdates />
    </LiveTextsContext.Provider>,
  );
  return registry;
}

describe("LiveTextUpdates", () => {
  beforeEach(() => refresh.mockClear());

  it("refreshes the admin page (the navigation's count, the inbox) once for a burst of texts, and after a reconnect", async () => {
    const registry = renderUpdates();
    act(() => {
      registry.emit({ kind: "text", event: event("+19175550123") });
      registry.emit({ kind: "text", event: event("+12125550147") });
    });
    await settle();
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => registry.emit({ kind: "resync" }));
    await settle();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("leaves a text for the thread open on screen to that thread's view, which reads it first", async () => {
    pathname = "/admin/messages/19175550123";
    const registry = renderUpdates();
    act(() => registry.emit({ kind: "text", event: event("+19175550123") }));
    await settle();
    expect(refresh).not.toHaveBeenCalled();
    act(() => registry.emit({ kind: "text", event: event("+12125550147") }));
    await settle();
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
