import type { SessionUser } from "@/lib/auth/users";
import type { Role } from "@/lib/kernel/enums/roles";
import { GET } from "./route";

let mockUser: SessionUser | null = null;
jest.mock("@/lib/auth/session", () => ({
  getCurrentSession: async () => (mockUser ? { user: mockUser, sessionId: "s1" } : null),
  getSessionUser: async () => mockUser,
}));

function userWith(role: Role): SessionUser {
  return { id: "3f0c6a52-1d4e-4c41-9d3a-0a9e7d1f2b11", email: "ana@example.com", firstName: "Ana", lastName: "Ruiz", role, blocked: false, emailVerified: true, sessionVersion: 1, pictureUrl: null };
}

describe("GET /api/account/landing (where a sign-in without a return URL goes)", () => {
  it.each([
    ["SuperAdmin", "/admin"],
    ["Admin", "/admin"],
    ["Moderator", "/admin"],
    ["Cleaner", "/cleaner/cabinet"],
    ["Customer", "/"],
  ] as const)("sends a %s to %s", async (role, home) => {
    mockUser = userWith(role);
    const response = await GET(new Request("http://0.0.0.0:3000/api/account/landing"));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(home);
  });

  it("sends a visitor to sign in", async () => {
    mockUser = null;
    const response = await GET(new Request("http://0.0.0.0:3000/api/account/landing"));
    expect(response.headers.get("location")).toBe("/login");
  });
});
