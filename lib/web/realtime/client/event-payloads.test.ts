import { toNotification } from "./event-payloads";

const NOW = new Date("2026-03-03T19:05:00.000Z");

describe("toNotification", () => {
  it("maps UserBlocked, keeping its message, timestamp and the raw payload", () => {
    const payload = { message: "Blocked for unpaid orders.", timestamp: "2026-03-03T19:00:00.000Z", shouldLogout: false };
    expect(toNotification("UserBlocked", payload, NOW)).toEqual({
      type: "blocked",
      message: "Blocked for unpaid orders.",
      timestamp: "2026-03-03T19:00:00.000Z",
      data: payload,
    });
  });

  it("uses the catalogue's default messages when the event has none", () => {
    expect(toNotification("UserBlocked", { shouldLogout: true }, NOW).message).toBe("Your account has been blocked by an administrator.");
    expect(toNotification("UserUnblocked", {}, NOW).message).toBe("Your account has been unblocked.");
    expect(toNotification("RoleChanged", { newRole: "Moderator" }, NOW).message).toBe(
      "Your role has been updated to Moderator. Please log in again to access your new permissions.",
    );
    expect(toNotification("ForceLogout", { timestamp: "2026-03-03T19:00:00Z" }, NOW).message).toBe("Your session has been terminated.");
  });

  it("shows a forced logout's reason as its message", () => {
    expect(toNotification("ForceLogout", { reason: "Signed in from a new device.", timestamp: "2026-03-03T19:00:00Z" }, NOW)).toMatchObject({
      type: "forceLogout",
      message: "Signed in from a new device.",
    });
  });

  it("treats blank or mistyped fields as absent instead of dropping the event", () => {
    const notification = toNotification("UserBlocked", { message: "  ", timestamp: "yesterday", shouldLogout: "no" }, NOW);
    expect(notification.message).toBe("Your account has been blocked by an administrator.");
    expect(notification.timestamp).toBe(NOW.toISOString());
    expect(notification.data).toEqual({ message: "  ", timestamp: "yesterday", shouldLogout: "no" });
  });

  it("survives payloads that are not objects", () => {
    for (const payload of [null, undefined, "text", 42, ["a"]]) {
      expect(toNotification("UserUnblocked", payload, NOW)).toEqual({
        type: "unblocked",
        message: "Your account has been unblocked.",
        timestamp: NOW.toISOString(),
        data: {},
      });
    }
  });
});
