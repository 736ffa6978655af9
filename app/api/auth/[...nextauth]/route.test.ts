import { getLogger } from "@/lib/platform/log/logger";
import { pathParams } from "@/lib/web/http/test-requests";
import { GET, POST } from "./route";

/**
 * next-auth's routes get the same hostile-input screening as ours (docs/security.md): a query
 * or form it cannot decode, or a callback it has no GET for, is refused before next-auth runs,
 * with a warning that never repeats the value.
 */
const SITE = "http://localhost:3000";

function call(handler: typeof GET, path: string, init: RequestInit = {}): Promise<Response> {
  const segments = new URL(path, SITE).pathname.replace(/^\/api\/auth\//, "").split("/");
  return handler(new Request(`${SITE}${path}`, init), pathParams({ nextauth: segments }));
}

describe("next-auth's routes refuse hostile input", () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(getLogger(), "warn");
    error = jest.spyOn(getLogger(), "error");
  });
  afterEach(() => jest.restoreAllMocks());

  const logged = () => JSON.stringify([...warn.mock.calls, ...error.mock.calls]);

  it.each(["%00", "%ED%A0%80", "%", "%E2%80", "a%0Ab"])("answers 400 to callbackUrl=%s and logs a warning without the value", async (value) => {
    const response = await call(GET, `/api/auth/session?callbackUrl=${value}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "This address is not valid." });
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(logged()).not.toContain(value);
  });

  // What Next hands the handler after decoding: bytes that were not UTF-8 become U+FFFD, "%" stays.
  it.each(["%EF%BF%BD%EF%BF%BD", "%25", "x".repeat(300), "javascript%3Aalert(1)"])("answers 400 to callbackUrl=%s, which next-auth would refuse with a 500", async (value) => {
    const response = await call(GET, `/api/auth/session?callbackUrl=${value}`);
    expect(response.status).toBe(400);
    expect(error).not.toHaveBeenCalled();
  });

  it("answers 400 to an error code with broken characters, and clears a callback cookie next-auth would choke on", async () => {
    expect((await call(GET, "/api/auth/error?error=%EF%BF%BD")).status).toBe(400);
    const response = await call(GET, "/api/auth/session", { headers: { cookie: "next-auth.callback-url=%25%25" } });
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie().join("\n")).toMatch(/next-auth\.callback-url=; Path=\/; Max-Age=0/);
    expect(logged()).not.toContain("%25%25");
  });

  it("answers 400 to a form field next-auth could not decode", async () => {
    const response = await call(POST, "/api/auth/callback/credentials", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%00b%40example.test&password=x&csrfToken=%ED%A0%80",
    });
    expect(response.status).toBe(400);
    expect(error).not.toHaveBeenCalled();
    expect(logged()).not.toContain("a%00b");
  });

  it.each([
    ["GET", "/api/auth/callback/credentials"],
    ["GET", "/api/auth/callback/unknown-provider"],
    ["POST", "/api/auth/callback/google"],
    ["GET", "/api/auth/verify-request"],
    ["GET", "/api/auth/signout"],
    ["GET", "/api/auth/session/extra"],
    ["GET", "/api/auth/not-an-action"],
    ["POST", "/api/auth/_log"],
  ])("answers 404 to %s %s, which next-auth has no use for here", async (method, path) => {
    const response = await call(method === "GET" ? GET : POST, path, method === "POST" ? { method, headers: { "content-type": "application/x-www-form-urlencoded" }, body: "csrfToken=x" } : {});
    expect(response.status).toBe(404);
    expect(error).not.toHaveBeenCalled();
  });
});
