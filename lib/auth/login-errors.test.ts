import { loginErrorMessage, loginNoticeMessage, loginUrlWithNotice } from "./login-errors";

describe("what /login says about why a device was signed out", () => {
  it("says the password was changed on another device", () => {
    expect(loginUrlWithNotice("password-changed")).toBe("/login?notice=password-changed");
    expect(loginNoticeMessage("password-changed")).toBe("Your password was changed on another device. Sign in with the new password.");
  });

  it("shows nothing for an unknown or missing notice, and never echoes the URL", () => {
    expect(loginUrlWithNotice(undefined)).toBe("/login");
    expect(loginNoticeMessage("<script>")).toBeNull();
    expect(loginNoticeMessage(undefined)).toBeNull();
    expect(loginErrorMessage("nonsense")).toBe("Sign-in failed. Please try again.");
  });
});
