import { DEFAULT_MESSAGES, LOGOUT_DELAYS_MS, notificationTitle, sessionEffectOf, type ClientNotification } from "./notification";

const notice = (type: string, data: Record<string, unknown> = {}): ClientNotification => ({ type, data, message: "m", timestamp: "2026-01-01T00:00:00.000Z" });

describe("notificationTitle", () => {
  it.each([
    ["blocked", "Account Blocked"],
    ["unblocked", "Account Unblocked"],
    ["roleChanged", "Role Updated"],
    ["forceLogout", "Session Terminated"],
    ["orderUpdated", "Notification"],
    ["", "Notification"],
  ])("%s → %s", (type, title) => {
    expect(notificationTitle(type)).toBe(title);
  });
});

describe("default messages (docs/product.md#real-time-notices)", () => {
  it("match the catalogue word for word", () => {
    expect(DEFAULT_MESSAGES.blocked).toBe("Your account has been blocked by an administrator.");
    expect(DEFAULT_MESSAGES.unblocked).toBe("Your account has been unblocked.");
    expect(DEFAULT_MESSAGES.roleChanged("Cleaner")).toBe("Your role has been updated to Cleaner. Please log in again to access your new permissions.");
    expect(DEFAULT_MESSAGES.forceLogout).toBe("Your session has been terminated.");
  });
});

describe("sessionEffectOf", () => {
  it("logs out 3 s after a block, unless shouldLogout is explicitly false", () => {
    expect(LOGOUT_DELAYS_MS.blocked).toBe(3_000);
    expect(sessionEffectOf(notice("blocked", { shouldLogout: true }))).toEqual({ kind: "logout", afterMs: 3_000 });
    expect(sessionEffectOf(notice("blocked"))).toEqual({ kind: "logout", afterMs: 3_000 });
    expect(sessionEffectOf(notice("blocked", { shouldLogout: "false" }))).toEqual({ kind: "logout", afterMs: 3_000 });
    expect(sessionEffectOf(notice("blocked", { shouldLogout: false }))).toEqual({ kind: "refresh" });
  });

  it("logs out 4 s after a role change and 2 s after a forced logout", () => {
    expect(sessionEffectOf(notice("roleChanged", { newRole: "Cleaner" }))).toEqual({ kind: "logout", afterMs: 4_000 });
    expect(sessionEffectOf(notice("forceLogout"))).toEqual({ kind: "logout", afterMs: 2_000 });
  });

  it("only refreshes the session after an unblock, and does nothing for unknown types", () => {
    expect(sessionEffectOf(notice("unblocked"))).toEqual({ kind: "refresh" });
    expect(sessionEffectOf(notice("orderUpdated"))).toEqual({ kind: "none" });
  });
});

describe("a logout after a password change on another device", () => {
  it("carries the reason on to /login, so the signed-out device is told why", () => {
    expect(sessionEffectOf(notice("forceLogout", { reason: "x", code: "password-changed" }))).toEqual({ kind: "logout", afterMs: 2_000, loginNotice: "password-changed" });
    expect(sessionEffectOf(notice("forceLogout", { reason: "x", code: "something-else" }))).toEqual({ kind: "logout", afterMs: 2_000 });
  });
});
