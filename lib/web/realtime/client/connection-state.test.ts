import { connectedFlagAfter, transition, type ConnectionEvent, type ConnectionState } from "./connection-state";

describe("connection state machine (docs/product.md#in-the-browser)", () => {
  it("starts only from Disconnected", () => {
    expect(transition("Disconnected", "start")).toBe("Connecting");
    for (const state of ["Connecting", "Connected", "Disconnecting"] as const) expect(transition(state, "start")).toBeNull();
  });

  it("ignores stop when already Disconnected or Disconnecting", () => {
    expect(transition("Disconnected", "stop")).toBeNull();
    expect(transition("Disconnecting", "stop")).toBeNull();
    expect(transition("Connected", "stop")).toBe("Disconnecting");
    expect(transition("Connecting", "stop")).toBe("Disconnecting");
    expect(transition("Disconnecting", "stopped")).toBe("Disconnected");
  });

  it("returns to Disconnected when a start fails", () => {
    expect(transition("Connecting", "started")).toBe("Connected");
    expect(transition("Connecting", "startFailed")).toBe("Disconnected");
  });

  it("lets a stop finish what it began when the start fails or the connection closes under it", () => {
    expect(transition("Disconnecting", "startFailed")).toBe("Disconnecting");
    expect(transition("Disconnecting", "closed")).toBe("Disconnecting");
    expect(transition("Disconnecting", "started")).toBeNull();
  });

  it("treats the library's automatic reconnect as Connecting", () => {
    expect(transition("Connected", "reconnecting")).toBe("Connecting");
    expect(transition("Connecting", "reconnected")).toBe("Connected");
    expect(transition("Connecting", "closed")).toBe("Disconnected");
    expect(transition("Connected", "closed")).toBe("Disconnected");
  });

  it("walks a whole session", () => {
    const events: ConnectionEvent[] = ["start", "started", "reconnecting", "reconnected", "stop", "stopped"];
    let state: ConnectionState = "Disconnected";
    const seen: ConnectionState[] = [];
    for (const event of events) {
      state = transition(state, event) ?? state;
      seen.push(state);
    }
    expect(seen).toEqual(["Connecting", "Connected", "Connecting", "Connected", "Disconnecting", "Disconnected"]);
  });
});

describe("connection flag", () => {
  it("is true on connected and reconnected, false on reconnecting, closed, failed and disconnected", () => {
    expect(connectedFlagAfter("started")).toBe(true);
    expect(connectedFlagAfter("reconnected")).toBe(true);
    for (const event of ["reconnecting", "closed", "startFailed", "stopped"] as const) expect(connectedFlagAfter(event)).toBe(false);
    expect(connectedFlagAfter("start")).toBeNull();
    expect(connectedFlagAfter("stop")).toBeNull();
  });
});
