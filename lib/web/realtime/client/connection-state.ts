/**
 * The connection's state machine (docs/product.md#in-the-browser): Disconnected, Connecting, Connected,
 * Disconnecting. Start only from Disconnected; stop is ignored when already Disconnected or
 * Disconnecting; a failed start returns to Disconnected. The library's automatic reconnect is
 * "Connecting" again: the connection is not usable, and a stop may interrupt it.
 */

export type ConnectionState = "Disconnected" | "Connecting" | "Connected" | "Disconnecting";

export type ConnectionEvent =
  | "start"
  | "started"
  | "startFailed"
  | "stop"
  | "stopped"
  | "reconnecting"
  | "reconnected"
  /** The library gave up or the server closed the connection. */
  | "closed";

const TRANSITIONS: Record<ConnectionState, Partial<Record<ConnectionEvent, ConnectionState>>> = {
  Disconnected: { start: "Connecting" },
  Connecting: { started: "Connected", startFailed: "Disconnected", stop: "Disconnecting", reconnected: "Connected", closed: "Disconnected" },
  Connected: { stop: "Disconnecting", reconnecting: "Connecting", closed: "Disconnected" },
  Disconnecting: { stopped: "Disconnected", startFailed: "Disconnecting", closed: "Disconnecting" },
};

/** The next state, or null when the event does not apply in this state (it is ignored). */
export function transition(state: ConnectionState, event: ConnectionEvent): ConnectionState | null {
  return TRANSITIONS[state][event] ?? null;
}

/**
 * The product's connection flag: true on connected and reconnected; false on reconnecting,
 * closed, failed and disconnected. Null for events that leave it as it is.
 */
export function connectedFlagAfter(event: ConnectionEvent): boolean | null {
  switch (event) {
    case "started":
    case "reconnected":
      return true;
    case "reconnecting":
    case "closed":
    case "startFailed":
    case "stopped":
      return false;
    default:
      return null;
  }
}
