import { STAFF_EVENT_MESSAGES, userBlockedEvent } from "./user-action-events";

const AT = new Date("2026-03-01T12:00:00.000Z");

describe("the block notice", () => {
  it("says the account is read-only when the sessions were kept", () => {
    const { event } = userBlockedEvent("3f0c6a52-1d4e-4c41-9d3a-0a9e7d1f2b11", false, AT);
    expect(event).toEqual({
      target: "UserBlocked",
      payload: {
        message: "Your account has been blocked by an administrator. You stay signed in, but the account is read-only for now: you can browse and see your orders, but not book, change, cancel or buy.",
        timestamp: AT.toISOString(),
        shouldLogout: false,
      },
    });
  });

  it("says only that it was blocked when the user is signed out with it", () => {
    const { event } = userBlockedEvent("3f0c6a52-1d4e-4c41-9d3a-0a9e7d1f2b11", true, AT);
    expect(event.payload).toMatchObject({ message: STAFF_EVENT_MESSAGES.blocked, shouldLogout: true });
  });
});
