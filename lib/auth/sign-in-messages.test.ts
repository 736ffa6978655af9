import { SIGN_IN_MESSAGES } from "./sign-in";

describe("the blocked sign-in message", () => {
  it("ends the staff's reason with a full stop before the next sentence", () => {
    expect(SIGN_IN_MESSAGES.blocked("Repeated no-shows")).toBe(
      "Your account has been blocked by an administrator: Repeated no-shows. Please contact us if you think this is a mistake.",
    );
  });

  it("keeps a reason's own closing punctuation instead of doubling it", () => {
    expect(SIGN_IN_MESSAGES.blocked("Unpaid balance!")).toBe(
      "Your account has been blocked by an administrator: Unpaid balance! Please contact us if you think this is a mistake.",
    );
  });

  it("reads as one sentence without a reason", () => {
    expect(SIGN_IN_MESSAGES.blocked(null)).toBe("Your account has been blocked by an administrator. Please contact us if you think this is a mistake.");
  });
});
