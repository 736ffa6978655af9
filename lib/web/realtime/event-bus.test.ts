import { createLogger } from "@/lib/platform/log/logger";
import type { NotificationHandler } from "@/lib/platform/db/client";
import { USER_EVENTS_CHANNEL, type UserEventEnvelope } from "@/lib/platform/events/user-events";
import { deliverEnvelope, SESSION_END_CLOSE_DELAY_MS, SESSION_ENDED_CLOSE_ERROR, startUserEventBus, type EventBusHub } from "./event-bus";

const USER = "0b7a4f9e-3c1d-4e2a-9f8b-6d5c4b3a2918";

function fakeHub() {
  const calls: string[] = [];
  const hub: EventBusHub = {
    sendToUser: (userId, target, args) => {
      calls.push(`send ${userId} ${target} ${JSON.stringify(args)}`);
      return 1;
    },
    closeUserConnections: (userId, options) => {
      calls.push(`close ${userId} ${options?.afterMs} ${options?.error}`);
    },
  };
  return { hub, calls };
}

function fakeListen() {
  const state: { channel: string | null; handler: NotificationHandler | null; unlistened: number } = { channel: null, handler: null, unlistened: 0 };
  const handle = {
    listen: async (channel: string, handler: NotificationHandler) => {
      state.channel = channel;
      state.handler = handler;
      return async () => {
        state.unlistened++;
      };
    },
  };
  return { handle, state };
}

function recordingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = createLogger({ write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) }, "debug");
  return { logger, lines };
}

const blocked = (endsSessions: boolean): UserEventEnvelope => ({
  userId: USER,
  event: { target: "UserBlocked", payload: { message: "Blocked.", timestamp: "2026-03-03T19:00:00.000Z", shouldLogout: endsSessions } },
  endsSessions,
});

describe("startUserEventBus", () => {
  it("listens on the user-events channel and delivers each event to the user's connections", async () => {
    const { hub, calls } = fakeHub();
    const { handle, state } = fakeListen();
    await startUserEventBus({ handle, hub, logger: recordingLogger().logger });
    expect(state.channel).toBe(USER_EVENTS_CHANNEL);
    state.handler?.(JSON.stringify(blocked(false)));
    expect(calls).toEqual([`send ${USER} UserBlocked [{"message":"Blocked.","timestamp":"2026-03-03T19:00:00.000Z","shouldLogout":false}]`]);
  });

  it("closes the user's connections after a delay when the event ends their sessions", async () => {
    const { hub, calls } = fakeHub();
    const { handle, state } = fakeListen();
    await startUserEventBus({ handle, hub, logger: recordingLogger().logger });
    state.handler?.(JSON.stringify(blocked(true)));
    expect(calls[1]).toBe(`close ${USER} ${SESSION_END_CLOSE_DELAY_MS} ${SESSION_ENDED_CLOSE_ERROR}`);
    expect(SESSION_END_CLOSE_DELAY_MS).toBeGreaterThanOrEqual(1_000);
  });

  it("ignores and logs payloads that are not JSON or not envelopes, and keeps going", async () => {
    const { hub, calls } = fakeHub();
    const { handle, state } = fakeListen();
    const { logger, lines } = recordingLogger();
    await startUserEventBus({ handle, hub, logger });
    state.handler?.("marker:not-json");
    state.handler?.(JSON.stringify({ userId: "nope", event: { target: "UserBlocked", payload: {} }, endsSessions: true }));
    state.handler?.(JSON.stringify({ ...blocked(false), event: { target: "DropTables", payload: {} } }));
    expect(calls).toEqual([]);
    expect(lines.filter((line) => line.level === 40).map((line) => line.msg)).toEqual([
      "ignored a user event that is not JSON",
      "ignored a malformed user event",
      "ignored a malformed user event",
    ]);
    state.handler?.(JSON.stringify(blocked(false)));
    expect(calls).toHaveLength(1);
  });

  it("never throws into the database driver when the hub fails", async () => {
    const { handle, state } = fakeListen();
    const { logger, lines } = recordingLogger();
    const hub: EventBusHub = {
      sendToUser: () => {
        throw new Error("boom");
      },
      closeUserConnections: () => {
        throw new Error("boom too");
      },
    };
    await startUserEventBus({ handle, hub, logger });
    expect(() => state.handler?.(JSON.stringify(blocked(true)))).not.toThrow();
    expect(lines.filter((line) => line.level === 50)).toHaveLength(2);
  });

  it("stops delivering and unlistens once on stop", async () => {
    const { hub, calls } = fakeHub();
    const { handle, state } = fakeListen();
    const bus = await startUserEventBus({ handle, hub, logger: recordingLogger().logger });
    await Promise.all([bus.stop(), bus.stop()]);
    state.handler?.(JSON.stringify(blocked(false)));
    expect(calls).toEqual([]);
    expect(state.unlistened).toBe(1);
  });

  it("moves the user's open connections in or out of the staff audience on a role change or a block", () => {
    const staff: [string, boolean][] = [];
    const hub: EventBusHub = { sendToUser: () => 1, closeUserConnections: () => undefined, setUserStaff: (userId, value) => void staff.push([userId, value]) };
    const logger = createLogger(undefined, "silent");
    const roleChanged = (newRole: "Moderator" | "Cleaner"): UserEventEnvelope => ({
      userId: USER,
      event: { target: "RoleChanged", payload: { newRole, message: "Your role has been updated.", timestamp: "2026-03-03T19:02:00.000Z" } },
      endsSessions: true,
    });
    deliverEnvelope(roleChanged("Moderator"), hub, logger, 0);
    deliverEnvelope(roleChanged("Cleaner"), hub, logger, 0);
    deliverEnvelope({ userId: USER, event: { target: "UserBlocked", payload: { message: "Blocked.", timestamp: "2026-03-03T19:00:00.000Z", shouldLogout: false } }, endsSessions: false }, hub, logger, 0);
    expect(staff).toEqual([
      [USER, true],
      [USER, false],
      [USER, false],
    ]);
  });
});
