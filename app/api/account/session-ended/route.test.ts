import { GET } from "./route";

/** The server listens on 0.0.0.0, so request.url names that address rather than the site. */
const LISTEN_ORIGIN = "http://0.0.0.0:3000";

function endSession(query: string, cookie = "next-auth.session-token=stale; theme=dark"): Promise<Response> {
  return GET(new Request(`${LISTEN_ORIGIN}/api/account/session-ended${query}`, { headers: { cookie } }));
}

describe("GET /api/account/session-ended", () => {
  it("continues to /login on this site with a relative address, never the listen address", async () => {
    const response = await endSession("?returnUrl=%2Forders%3Fpage%3D2");
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(400);
    expect(response.headers.get("location")).toBe("/login?returnUrl=%2Forders%3Fpage%3D2");
  });

  it("clears the stale session cookie and leaves other cookies alone", async () => {
    const response = await endSession("", "__Secure-next-auth.session-token.0=a; next-auth.session-token=b; theme=dark");
    const cleared = response.headers.getSetCookie();
    expect(cleared).toHaveLength(2);
    expect(cleared.find((line) => line.startsWith("__Secure-next-auth.session-token.0=;"))).toMatch(/Max-Age=0.*Secure/i);
    expect(cleared.find((line) => line.startsWith("next-auth.session-token=;"))).toMatch(/Max-Age=0/i);
    expect(response.headers.get("location")).toBe("/login");
  });

  it.each(["/.//evil.example/x", "/..//evil.example/x", "/%2e%2e//evil.example/x", "/a/../..//evil.example/x", "https://evil.example"])(
    "never sends the browser off the site for returnUrl %j",
    async (target) => {
      const response = await endSession(`?returnUrl=${encodeURIComponent(target)}`);
      expect(response.headers.get("location")).toBe("/login");
    },
  );
});
