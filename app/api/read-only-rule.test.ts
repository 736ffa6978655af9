/**
 * A blocked account whose sessions were kept is read-only (docs/security.md, "Blocked accounts
 * are read-only"). The rule lives in route(), the one door of every handler, so this test does
 * not trust a list of routes: it walks app/api for every route.ts, takes each POST, PUT, PATCH
 * and DELETE it exports, and calls it as a blocked user of every role. Each must refuse (403)
 * and the database must be exactly as it was. A new write route is covered the day it is added;
 * one that should be open to blocked users has to be named below, with the reason.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { makeAccount } from "@/lib/admin/test-support";
import { BLOCKED_STAFF_MESSAGE } from "@/lib/web/http/admin-access";
import { BLOCKED_READ_ONLY_MESSAGE } from "@/lib/account/read-only-notice";
import { toSessionUser, type SessionUser } from "@/lib/auth/users";
import { PERMISSION_MESSAGES } from "@/lib/admin/permissions";
import { ROLES, type Role } from "@/lib/kernel/enums/roles";
import { rowsOf } from "@/lib/platform/db/raw";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { FORBIDDEN_MESSAGE } from "@/lib/web/http/access";
import type { RouteHandler } from "@/lib/web/http/route";
import { siteRequest } from "@/lib/web/http/test-requests";

jest.setTimeout(240_000);

let mockUser: SessionUser | null = null;
jest.mock("@/lib/auth/session", () => ({
  ...jest.requireActual<object>("@/lib/auth/session"),
  getCurrentSession: async () => (mockUser ? { user: mockUser, sessionId: "blocked-session" } : null),
  getSessionUser: async () => mockUser,
}));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn(), unstable_cache: <T,>(load: T) => load }));

const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * Write routes a signed-in blocked user is NOT refused by, each with why. "public" ones take
 * no sign-in at all (a blocked user could do the same signed out, so being signed in adds
 * nothing); "open" ones read the session and deliberately let a blocked user through.
 */
const NOT_REFUSED: Record<string, { kind: "public" | "open"; why: string }> = {
  "POST /api/account/forgot-password": { kind: "public", why: "asking for a reset link needs no sign-in" },
  "POST /api/account/reset-password": { kind: "public", why: "the emailed token is the credential, not a session" },
  "POST /api/account/register": { kind: "public", why: "creating an account needs no sign-in" },
  "POST /api/auth/[...nextauth]": { kind: "public", why: "signing in and out: a blocked user may always leave" },
  "POST /api/booking/quote-started": { kind: "public", why: "a visitor's browser counts a quote started; it keeps nothing about who, and nothing in anyone's account" },
  "POST /api/booking/saved-quote": { kind: "public", why: "a visitor's \"Email me my quote\" needs no sign-in, and it stores nothing in anyone's account" },
  "POST /api/contact": { kind: "public", why: "anyone may write to us, a blocked customer asking why most of all" },
  "POST /api/internal/revalidate": { kind: "public", why: "called by our own process with a token, never by a browser session" },
  "POST /api/orders/[id]/tip": { kind: "public", why: "the poll link's token is the credential; the signed-in branch asks activeUser, which refuses a blocked user" },
  "POST /api/payments/stripe/webhook": { kind: "public", why: "Stripe's signed call, not a user's" },
  "POST /api/polls": { kind: "public", why: "the poll link's token is the credential" },
  "POST /api/quote": { kind: "public", why: "a price calculation: it writes nothing" },
  "POST /api/sms/twilio/inbound": { kind: "public", why: "Twilio's signed call with a text someone sent us, not a user's" },
  "POST /api/sms/twilio/status": { kind: "public", why: "Twilio's signed delivery status, not a user's" },
  "POST /api/waitlist": { kind: "public", why: "a visitor joins the waitlist without signing in; a blocked customer could do the same signed out" },
  "POST /api/vitals": { kind: "public", why: "a page view's Core Web Vitals: anyone's browser reports them, and they land in no one's account" },
  "DELETE /api/account/sessions": { kind: "open", why: "signing out everywhere: a blocked user may always leave" },
  "DELETE /api/account/sessions/[id]": { kind: "open", why: "signing a device out: a blocked user may always leave" },
  "POST /api/gift-cards/balance": { kind: "open", why: "reads a code's balance; nothing the user owns changes" },
  "PUT /api/account/text-consent": { kind: "open", why: "stopping texts: a blocked account may always say no to them, as by texting STOP; ticking the box is refused (lib/messaging/profile-texts.ts)" },
  "POST /api/payments/test/cancel": { kind: "open", why: "stands in for the payment provider's cancel page, which a block does not stop; it only fails a checkout already started" },
};

interface WriteRoute {
  name: string;
  urlPath: string;
  handler: RouteHandler;
  method: (typeof WRITE_METHODS)[number];
  params: Record<string, string | string[]>;
}

function routeFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "route.ts")
    .map((file) => path.join(directory, file))
    .sort();
}

/** A value for each dynamic segment: a well-formed id, so only the guard can refuse. */
function paramsOf(segments: string[]): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const segment of segments) {
    const catchAll = /^\[\.\.\.(.+)\]$/.exec(segment)?.[1];
    const single = /^\[(.+)\]$/.exec(segment)?.[1];
    if (catchAll) params[catchAll] = ["signout"];
    else if (single) params[single] = "3f0c6a52-1d4e-4c41-9d3a-0a9e7d1f2b11";
  }
  return params;
}

async function writeRoutes(): Promise<WriteRoute[]> {
  const apiDirectory = path.join(process.cwd(), "app", "api");
  const found: WriteRoute[] = [];
  for (const file of routeFiles(apiDirectory)) {
    const segments = path.relative(apiDirectory, path.dirname(file)).split(path.sep);
    const urlPath = `/api/${segments.join("/")}`;
    const exported = (await import(file)) as Partial<Record<string, RouteHandler>>;
    for (const method of WRITE_METHODS) {
      const handler = exported[method];
      if (handler) found.push({ name: `${method} ${urlPath}`, urlPath, handler, method, params: paramsOf(segments) });
    }
  }
  return found;
}

/** Every table's rows, each table reduced to one digest, so "nothing changed" covers them all. */
async function databaseDigest(db: ReturnType<typeof useTestDatabase>["db"]): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`),
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ digest: string }>(
      await db.execute(sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`)),
    );
    digest[name] = row?.digest ?? "";
  }
  return digest;
}

function call(route: WriteRoute): Promise<Response> {
  const request = siteRequest(route.urlPath.replace(/\[\.{0,3}[^\]]+\]/g, "x"), { method: route.method, json: {} });
  return route.handler(request, { params: Promise.resolve(route.params) });
}

const REFUSALS = [BLOCKED_READ_ONLY_MESSAGE, BLOCKED_STAFF_MESSAGE, FORBIDDEN_MESSAGE, PERMISSION_MESSAGES.forbidden];

describe.each(testDrivers())("every write route and a blocked user on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });
  let routes: WriteRoute[];
  const blockedUsers = new Map<Role, SessionUser>();

  beforeAll(async () => {
    routes = await writeRoutes();
    for (const role of ROLES) {
      const account = await makeAccount(database.db, role, { status: "blocked", blockedReason: "Under review", blockedAt: new Date("2026-03-01T12:00:00.000Z") });
      blockedUsers.set(role, toSessionUser(account));
    }
  });
  afterEach(() => {
    mockUser = null;
  });

  it("finds the write routes, and every route named as not refused exists", () => {
    expect(routes.length).toBeGreaterThan(40);
    const names = new Set(routes.map((route) => route.name));
    for (const name of Object.keys(NOT_REFUSED)) expect(names).toContain(name);
  });

  it.each(ROLES)("refuses a blocked %s on every other write route, and nothing changes", async (role) => {
    const before = await databaseDigest(database.db);
    mockUser = blockedUsers.get(role) ?? null;
    const answers: Record<string, string> = {};
    for (const route of routes.filter((candidate) => !NOT_REFUSED[candidate.name])) {
      const response = await call(route);
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      const refused = response.status === 403 && REFUSALS.includes(body.error ?? "");
      answers[route.name] = refused ? "refused" : `${response.status} ${body.error ?? ""}`;
    }
    expect(Object.entries(answers).filter(([, answer]) => answer !== "refused")).toEqual([]);
    expect(await databaseDigest(database.db)).toEqual(before);
  });

  it("words the refusal as read-only for the roles that may use the route", async () => {
    // A SuperAdmin may use every guarded route, so each refusal must be the blocked one.
    mockUser = blockedUsers.get("SuperAdmin") ?? null;
    for (const route of routes.filter((candidate) => !NOT_REFUSED[candidate.name])) {
      const body = (await (await call(route)).json()) as { error?: string };
      expect([route.name, [BLOCKED_READ_ONLY_MESSAGE, BLOCKED_STAFF_MESSAGE].includes(body.error ?? "")]).toEqual([route.name, true]);
    }
  });

  it("lets a blocked user sign a device out", async () => {
    mockUser = blockedUsers.get("Customer") ?? null;
    for (const route of routes.filter((candidate) => NOT_REFUSED[candidate.name]?.kind === "open" && candidate.urlPath.startsWith("/api/account/sessions"))) {
      const response = await call(route);
      const body = (await response.json()) as { error?: string };
      expect([route.name, [BLOCKED_READ_ONLY_MESSAGE, BLOCKED_STAFF_MESSAGE].includes(body.error ?? "")]).toEqual([route.name, false]);
    }
  });
});
