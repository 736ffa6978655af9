import { parseSessionAnswer } from "./session-answer";

const user = { id: "u1", email: "maya@example.test", firstName: "Maya", lastName: "Chen", role: "Customer", pictureUrl: null, emailVerified: true, blocked: false };

describe("parseSessionAnswer", () => {
  it("reads a signed-in answer of /api/auth/session", () => {
    expect(parseSessionAnswer({ user, expires: "2026-12-01T00:00:00.000Z" })).toEqual({ user, expires: "2026-12-01T00:00:00.000Z" });
  });

  it("takes next-auth's empty answer as a visitor", () => {
    expect(parseSessionAnswer({})).toBeNull();
    expect(parseSessionAnswer(null)).toBeNull();
  });

  it("refuses answers of the wrong shape instead of trusting them", () => {
    expect(parseSessionAnswer({ user: { ...user, role: "Owner" } })).toBeNull();
    expect(parseSessionAnswer({ user: { ...user, id: "" } })).toBeNull();
    expect(parseSessionAnswer({ user: { ...user, blocked: "no" } })).toBeNull();
    expect(parseSessionAnswer({ user: [user] })).toBeNull();
    expect(parseSessionAnswer("signed in")).toBeNull();
  });

  it("keeps only the known fields", () => {
    const parsed = parseSessionAnswer({ user: { ...user, pictureUrl: "/api/users/u1/picture?v=1", token: "secret" }, expires: 5 });
    expect(parsed).toEqual({ user: { ...user, pictureUrl: "/api/users/u1/picture?v=1" }, expires: "" });
  });
});
