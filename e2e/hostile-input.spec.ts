/**
 * Hostile input to every route handler: each route.ts file under app/api is found on disk (so a new
 * handler is covered without touching this file) and sent malformed JSON, wrong types, huge
 * numbers, deep nesting, NUL characters and lone surrogates, in the body, the query and the
 * path, as a visitor and as the SuperAdmin (who passes every guard). No answer may be a 5xx.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { DEMO, signIn } from "./support/accounts";
import { ROOT } from "./support/server-process";
import { siteHeaders } from "./support/site-origin";

const API_DIR = path.join(ROOT, "app/api");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const SOME_UUID = "0b6f2c7e-5d0a-4f51-9a3c-2f3f8f3e9d11";

/** Every route file's URL path, with a sample value for each dynamic segment. */
async function apiPaths(): Promise<string[]> {
  const files = await readdir(API_DIR, { recursive: true });
  return files
    .filter((file) => path.basename(file) === "route.ts")
    .map((file) => path.dirname(file).split(path.sep))
    .map((segments) =>
      segments.map((segment) => {
        if (segment === "[...nextauth]") return "session";
        if (segment === "[id]") return SOME_UUID;
        if (/^\[.+\]$/.test(segment)) return "sample";
        return segment;
      }),
    )
    .map((segments) => `/api/${segments.join("/")}`)
    .sort();
}

/** Field names our forms use, so hostile text reaches the schemas' own fields. */
const FIELDS = ["name", "email", "message", "note", "notes", "reason", "firstName", "lastName", "phone", "street", "unit", "city", "zip", "comment", "token", "code", "q", "status", "role", "description", "password", "currentPassword", "newPassword", "recipientName", "recipientEmail", "ref", "service", "borough", "instructions", "emails", "body", "draftId", "done", "mutedTypes", "consent", "textConsent"];

function everyField(value: unknown): Record<string, unknown> {
  return Object.fromEntries(FIELDS.map((field) => [field, value]));
}

const LONE_SURROGATE_JSON = JSON.stringify(everyField("Astoria \u0001")).replaceAll("\\u0001", "\\ud800");

const BODIES: Array<[string, string]> = [
  ["malformed JSON", "{oops"],
  ["an array", "[]"],
  ["null", "null"],
  ["wrong types", JSON.stringify(everyField({ nested: [1, true] }))],
  ["huge numbers", JSON.stringify(everyField(1e308)).replace(/1e\+308/g, "1e999")],
  ["huge integers", JSON.stringify({ ...everyField(99999999999999999999), bedrooms: 1e21, rating: -1e21, discountValue: 1e300, amountCents: 1e300, capacity: 1e300 })],
  ["deep nesting", `{"note":${"[".repeat(5000)}${"]".repeat(5000)}}`],
  ["NUL characters", JSON.stringify(everyField("Astoria\u0000 Queens"))],
  ["lone surrogates", LONE_SURROGATE_JSON],
  ["a NUL key", JSON.stringify({ "a\u0000": 1 })],
];

const QUERIES = ["?q=%00&status=%00&date=%00&page=99999999999999999999&pageSize=-1", "?date=2026-02-30&durationMinutes=1e999&at=%ED%A0%80", "?q=%E0%A4%A&page=%"];

test.describe("hostile input to every route handler", () => {
  test.describe.configure({ timeout: 600_000 });
  const contexts: APIRequestContext[] = [];
  test.afterAll(async () => {
    await Promise.all(contexts.map((context) => context.dispose()));
  });

  async function context(email: string | null, baseURL: string | undefined): Promise<APIRequestContext> {
    const created = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: siteHeaders(baseURL, { "x-forwarded-for": `198.51.100.${contexts.length + 1}` }) });
    contexts.push(created);
    if (email) await signIn(created, email);
    return created;
  }

  for (const who of ["visitor", "superAdmin"] as const) {
    test(`no 5xx for the ${who}`, async ({ baseURL }) => {
      const caller = await context(who === "visitor" ? null : DEMO.superAdmin, baseURL);
      const paths = await apiPaths();
      expect(paths.length).toBeGreaterThan(60);
      const failures: string[] = [];
      const check = async (method: string, url: string, body?: string, kind = "") => {
        const response = await caller.fetch(url, { method, data: body, headers: body === undefined ? {} : { "content-type": "application/json" }, maxRedirects: 0 });
        if (response.status() >= 500) failures.push(`${method} ${url} ${kind}: ${response.status()} ${(await response.text()).slice(0, 120)}`);
      };
      for (const url of paths) {
        // Sign-out would end the session the rest of the run relies on; next-auth is covered by its own test.
        if (url.startsWith("/api/auth/")) continue;
        for (const method of METHODS) {
          if (method === "GET") {
            for (const query of QUERIES) await check(method, `${url}${query}`, undefined, "query");
            continue;
          }
          for (const [kind, body] of BODIES) await check(method, url, body, kind);
        }
        if (url.includes(SOME_UUID)) {
          for (const segment of ["%00", "%E0%A4%A", "%ED%A0%80", "99999999999999999999", "%C0%AF"]) {
            for (const method of METHODS) await check(method, url.replace(SOME_UUID, segment), method === "GET" ? undefined : "{}", `path ${segment}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }

  test("malformed percent-encoding in a path is a 400 or 404, for handlers and pages", async ({ request }) => {
    for (const url of ["/api/orders/%E0%A4%A", "/api/admin/users/%C0%AF/block", "/services/%C0%AF", "/services/%E0%A4%A", "/boroughs/%ED%A0%80"]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect([400, 404], url).toContain(response.status());
    }
  });

  // Issue #25 L1: next-auth's own routes get the same screening (lib/auth/next-auth-screen.ts).
  test("next-auth's routes answer hostile queries, forms and actions without a 5xx", async ({ baseURL }) => {
    const visitor = await context(null, baseURL);
    const actions = ["session", "csrf", "providers", "signin", "signin/google", "signin/credentials", "callback/credentials", "callback/google", "callback/nope", "signout", "error", "verify-request", "_log", "nope", "session/extra"];
    const hostileValues = ["%00", "%ED%A0%80", "%", "%E0%A4%A", "a%0Ab", "%C0%AF", "x".repeat(2048)];
    const failures: string[] = [];
    const check = async (method: string, url: string, form?: string) => {
      const response = await visitor.fetch(url, { method, data: form, headers: form === undefined ? {} : { "content-type": "application/x-www-form-urlencoded" }, maxRedirects: 0 });
      if (response.status() >= 500) failures.push(`${method} ${url} ${form?.slice(0, 40) ?? ""}: ${response.status()}`);
    };
    for (const action of actions) {
      const url = `/api/auth/${action}`;
      for (const query of QUERIES) await check("GET", `${url}${query}`);
      for (const value of hostileValues) {
        await check("GET", `${url}?callbackUrl=${value}`);
        await check("GET", `${url}?error=${value}&code=${value}&state=${value}`);
        await check("POST", url, `csrfToken=${value}&email=${value}&password=${value}&callbackUrl=${value}&json=true`);
      }
    }
    expect(failures).toEqual([]);
    expect((await visitor.get("/api/auth/session?callbackUrl=%00")).status()).toBe(400);
    expect((await visitor.get("/api/auth/callback/credentials")).status()).toBe(404);
  });

  test("next-auth's log endpoint does not exist, and its forms are capped", async ({ request }) => {
    const log = await request.post("/api/auth/_log", { form: { level: "error", code: "X", message: "x".repeat(4096) } });
    expect(log.status()).toBe(404);
    const huge = await request.post("/api/auth/callback/credentials", { form: { email: "a@example.test", password: "x".repeat(64 * 1024) } });
    expect(huge.status()).toBe(413);
  });

  test("writes from another site, or not exactly JSON, are refused", async ({ request }) => {
    const message = { name: "Maya Chen", email: "maya@example.test", borough: "Queens", message: "A deep clean in Astoria, please." };
    const foreign = await request.post("/api/contact", { data: message, headers: { origin: "https://evil.example" } });
    expect(foreign.status()).toBe(403);
    const sloppy = await request.post("/api/contact", { data: JSON.stringify(message), headers: { "content-type": "text/plain; application/json" } });
    expect(sloppy.status()).toBe(415);
  });
});
