/**
 * The staff table of docs/product.md#staff-abilities through the HTTP API: every actor, action and target role, allowed
 * and refused, and the effects on the target's sessions and sign-in.
 *
 * This file runs its own server (the same production build, a fresh embedded database) with
 * TRUST_PROXY on, so that each new account can be registered "from" an address of its own:
 * registration allows 5 accounts per address per hour, and this table needs about 60 fresh
 * accounts. It also keeps the shared server's demo accounts out of reach entirely.
 */
import { randomBytes } from "node:crypto";
import { expect, test as base, type APIRequestContext, type APIResponse } from "@playwright/test";
import { DEMO, registerCustomer, signIn } from "./support/accounts";
import { disposeServer, startServer } from "./support/server-process";
import { siteHeaders } from "./support/site-origin";

type DemoName = keyof typeof DEMO;
type StaffName = "moderator" | "admin" | "superAdmin";
type TargetRole = "Customer" | "Cleaner" | "Moderator" | "Admin";
type Action = "block" | "unblock" | "forceLogout";

const STAFF: readonly StaffName[] = ["moderator", "admin", "superAdmin"];
const TARGET_ROLES: readonly TargetRole[] = ["Customer", "Cleaner", "Moderator", "Admin"];

/** Block, unblock and force logout: whom each staff role reaches (docs/product.md#staff-abilities, by hand). */
const REACH: Record<StaffName, readonly TargetRole[]> = {
  moderator: ["Customer", "Cleaner"],
  admin: ["Customer", "Cleaner", "Moderator"],
  superAdmin: ["Customer", "Cleaner", "Moderator", "Admin"],
};

/** Role changes: the roles each staff role may move people between (from and to). */
const ROLE_RANGE: Record<StaffName, readonly TargetRole[]> = {
  moderator: [],
  admin: ["Customer", "Cleaner", "Moderator"],
  superAdmin: ["Customer", "Cleaner", "Moderator", "Admin"],
};

interface Account {
  id: string;
  email: string;
  password: string;
}

interface UserItem {
  id: string;
  email: string;
  role: string;
  status: "active" | "blocked";
  blockedReason: string | null;
  allowedActions: { block: boolean; unblock: boolean; forceLogout: boolean; changeRoleTo: string[] };
}

interface StaffWorld {
  /** Signed-in contexts of the demo accounts. They are only ever refused, never changed. */
  as: Record<DemoName, APIRequestContext>;
  demoIds: Record<DemoName, string>;
  newContext(): Promise<APIRequestContext>;
  /** A fresh account with the role, promoted by the demo SuperAdmin where needed. */
  newTarget(role: TargetRole, lastName?: string): Promise<Account>;
  /** The account as the demo SuperAdmin sees it in the list. */
  lookup(email: string): Promise<UserItem>;
}

/** "a Cleaner", "an Admin": for readable test titles. */
const aOrAn = (word: string) => (/^[AEIOU]/.test(word) ? `an ${word}` : `a ${word}`);

function randomAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

const test = base.extend<{ world: StaffWorld }, { worldOnce: StaffWorld }>({
  worldOnce: [
    async ({ playwright }, provide) => {
      const server = await startServer({ env: { TRUST_PROXY: "true" } });
      const contexts: APIRequestContext[] = [];
      const newContext = async (headers: Record<string, string> = {}) => {
        const context = await playwright.request.newContext({ baseURL: server.url, extraHTTPHeaders: siteHeaders(server.url, headers) });
        contexts.push(context);
        return context;
      };
      const as = {} as Record<DemoName, APIRequestContext>;
      for (const name of Object.keys(DEMO) as DemoName[]) {
        as[name] = await newContext();
        await signIn(as[name], DEMO[name]);
      }
      const lookup = async (email: string): Promise<UserItem> => {
        const response = await as.superAdmin.get(`/api/admin/users?q=${encodeURIComponent(email)}`);
        expect(response.status()).toBe(200);
        const { items } = (await response.json()) as { items: UserItem[] };
        const found = items.find((item) => item.email === email);
        if (!found) throw new Error(`${email} is not in the list`);
        return found;
      };
      const demoIds = {} as Record<DemoName, string>;
      for (const name of Object.keys(DEMO) as DemoName[]) demoIds[name] = (await lookup(DEMO[name])).id;

      const newTarget = async (role: TargetRole, lastName = "Target"): Promise<Account> => {
        const registrar = await newContext({ "x-forwarded-for": randomAddress() });
        const account = await registerCustomer(registrar, { lastName });
        await registrar.dispose();
        if (role !== "Customer") {
          const promoted = await as.superAdmin.put(`/api/admin/users/${account.id}/role`, { data: { role, reason: "Test set-up" } });
          expect(promoted.status(), await promoted.text()).toBe(200);
        }
        return account;
      };

      await provide({ as, demoIds, newContext: () => newContext(), newTarget, lookup });

      for (const context of contexts) await context.dispose().catch(() => undefined);
      await disposeServer(server);
    },
    { scope: "worker", timeout: 120_000 },
  ],
  // Playwright names this callback `use`; another name keeps React's hook lint rule out of it.
  world: async ({ worldOnce }, provide) => provide(worldOnce),
});

const PATHS: Record<Action, string> = { block: "block", unblock: "unblock", forceLogout: "force-logout" };

function act(context: APIRequestContext, action: Action, id: string, data?: Record<string, unknown>): Promise<APIResponse> {
  const body = data ?? (action === "block" ? { reason: "Checking the staff table" } : {});
  return context.post(`/api/admin/users/${id}/${PATHS[action]}`, { data: body });
}

function setRole(context: APIRequestContext, id: string, role: string): Promise<APIResponse> {
  return context.put(`/api/admin/users/${id}/role`, { data: { role } });
}

async function expectStatus(response: APIResponse, status: number): Promise<Record<string, unknown>> {
  const text = await response.text();
  expect(response.status(), text).toBe(status);
  return JSON.parse(text) as Record<string, unknown>;
}

/** The session JSON next-auth gives this context: `{}` once the session was ended. */
async function sessionOf(context: APIRequestContext): Promise<{ user?: { email: string; blocked: boolean; role: string } }> {
  return (await (await context.get("/api/auth/session")).json()) as { user?: { email: string; blocked: boolean; role: string } };
}

/** A sign-in that may be refused: next-auth answers 401 with the authorize error in the URL. */
async function attemptSignIn(context: APIRequestContext, email: string, password: string): Promise<{ status: number; error: string | null }> {
  const { csrfToken } = (await (await context.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await context.post("/api/auth/callback/credentials", { form: { csrfToken, email, password, json: "true" }, maxRedirects: 0 });
  const { url } = (await response.json()) as { url: string };
  return { status: response.status(), error: new URL(url).searchParams.get("error") };
}

test.describe("block, unblock and force logout: who may act on whom", () => {
  for (const actor of STAFF) {
    for (const role of TARGET_ROLES) {
      const allowed = REACH[actor].includes(role);
      test(`${actor} on ${aOrAn(role)}: ${allowed ? "allowed" : "refused"}`, async ({ world }) => {
        const target = await world.newTarget(role);
        const session = await world.newContext();
        await signIn(session, target.email, target.password);
        const by = world.as[actor];

        if (allowed) {
          expect((await expectStatus(await act(by, "block", target.id), 200)).user).toMatchObject({ status: "blocked", role });
          expect((await expectStatus(await act(by, "forceLogout", target.id), 200)).user).toMatchObject({ status: "blocked" });
          expect((await expectStatus(await act(by, "unblock", target.id), 200)).user).toMatchObject({ status: "active", role });
          expect(await sessionOf(session)).toEqual({});
        } else {
          for (const action of ["block", "forceLogout", "unblock"] as const) {
            const body = await expectStatus(await act(by, action, target.id), 403);
            expect(body.error).toEqual(expect.any(String));
          }
          expect(await world.lookup(target.email)).toMatchObject({ status: "active", role });
          expect((await sessionOf(session)).user?.email).toBe(target.email);
        }
      });
    }
  }
});

test.describe("role changes: who may move whom where", () => {
  for (const actor of STAFF) {
    for (const from of TARGET_ROLES) {
      for (const to of TARGET_ROLES.filter((role) => role !== from)) {
        const allowed = ROLE_RANGE[actor].includes(from) && ROLE_RANGE[actor].includes(to);
        test(`${actor} makes ${aOrAn(from)} ${aOrAn(to)}: ${allowed ? "allowed" : "refused"}`, async ({ world }) => {
          const target = await world.newTarget(from);
          const response = await setRole(world.as[actor], target.id, to);
          if (allowed) {
            expect((await expectStatus(response, 200)).user).toMatchObject({ id: target.id, role: to });
            expect(await world.lookup(target.email)).toMatchObject({ role: to });
          } else {
            await expectStatus(response, 403);
            expect(await world.lookup(target.email)).toMatchObject({ role: from, status: "active" });
          }
        });
      }
    }
  }

  test("nobody can be made a SuperAdmin, not even by a SuperAdmin", async ({ world }) => {
    const target = await world.newTarget("Admin");
    const body = await expectStatus(await setRole(world.as.superAdmin, target.id, "SuperAdmin"), 400);
    expect(body.fieldErrors).toEqual({ role: expect.any(String) });
    expect(await world.lookup(target.email)).toMatchObject({ role: "Admin" });
  });

  test("setting the role an account already has answers 409", async ({ world }) => {
    const target = await world.newTarget("Cleaner");
    const body = await expectStatus(await setRole(world.as.admin, target.id, "Cleaner"), 409);
    expect(body.error).toContain("already");
  });
});

test.describe("nobody acts on their own account or on a SuperAdmin", () => {
  for (const actor of STAFF) {
    test(`${actor} is refused on their own account and on the SuperAdmin`, async ({ world }) => {
      const by = world.as[actor];
      for (const id of new Set([world.demoIds[actor], world.demoIds.superAdmin])) {
        for (const action of ["block", "forceLogout", "unblock"] as const) await expectStatus(await act(by, action, id), 403);
        await expectStatus(await setRole(by, id, "Customer"), 403);
      }
      // Still signed in, with the role and status they had.
      expect((await sessionOf(by)).user).toMatchObject({ email: DEMO[actor], blocked: false });
      expect((await sessionOf(world.as.superAdmin)).user).toMatchObject({ role: "SuperAdmin", blocked: false });
    });
  }
});

test.describe("Customers, Cleaners and visitors", () => {
  for (const actor of ["customer", "cleaner"] as const) {
    test(`a ${actor} may neither list nor act (403)`, async ({ world }) => {
      const target = await world.newTarget("Customer");
      const by = world.as[actor];
      await expectStatus(await by.get("/api/admin/users"), 403);
      for (const action of ["block", "forceLogout", "unblock"] as const) await expectStatus(await act(by, action, target.id), 403);
      await expectStatus(await setRole(by, target.id, "Cleaner"), 403);
      expect(await world.lookup(target.email)).toMatchObject({ role: "Customer", status: "active" });
    });
  }

  test("a visitor is asked to sign in (401)", async ({ world }) => {
    const target = await world.newTarget("Customer");
    const visitor = await world.newContext();
    await expectStatus(await visitor.get("/api/admin/users"), 401);
    for (const action of ["block", "forceLogout", "unblock"] as const) await expectStatus(await act(visitor, action, target.id), 401);
    await expectStatus(await setRole(visitor, target.id, "Cleaner"), 401);
    expect(await world.lookup(target.email)).toMatchObject({ role: "Customer", status: "active" });
  });
});

test.describe("effects on the target", () => {
  test("a block ends the sessions at once, sign-in is refused with the reason, and unblock lets them back in", async ({ world }) => {
    const target = await world.newTarget("Customer");
    const session = await world.newContext();
    await signIn(session, target.email, target.password);
    await expectStatus(await session.get("/api/admin/users"), 403);

    await expectStatus(await act(world.as.moderator, "block", target.id, { reason: "Repeated no-shows" }), 200);
    // The very next request of the open session is a visitor's.
    await expectStatus(await session.get("/api/admin/users"), 401);
    expect(await sessionOf(session)).toEqual({});

    const refused = await attemptSignIn(await world.newContext(), target.email, target.password);
    expect(refused.status).toBe(401);
    expect(refused.error).toContain("blocked");
    expect(refused.error).toContain("Repeated no-shows");

    // An empty body is fine for unblock: every field is optional.
    await expectStatus(await world.as.moderator.post(`/api/admin/users/${target.id}/unblock`), 200);
    const again = await world.newContext();
    await signIn(again, target.email, target.password);
    expect((await sessionOf(again)).user).toMatchObject({ blocked: false });
  });

  test("a block without ending sessions keeps the session, read-only, until unblocked", async ({ world }) => {
    const target = await world.newTarget("Cleaner");
    const session = await world.newContext();
    await signIn(session, target.email, target.password);

    await expectStatus(await act(world.as.admin, "block", target.id, { reason: "Paperwork missing", endSessions: false }), 200);
    expect((await sessionOf(session)).user).toMatchObject({ email: target.email, blocked: true });
    await expectStatus(await session.get("/api/admin/users"), 403);
    expect((await attemptSignIn(await world.newContext(), target.email, target.password)).error).toContain("blocked");

    await expectStatus(await act(world.as.admin, "unblock", target.id, { reason: "Paperwork received" }), 200);
    expect((await sessionOf(session)).user).toMatchObject({ email: target.email, blocked: false });
  });

  test("a staff member whose block kept the session cannot act while blocked", async ({ world }) => {
    const blockedModerator = await world.newTarget("Moderator");
    const session = await world.newContext();
    await signIn(session, blockedModerator.email, blockedModerator.password);
    const victim = await world.newTarget("Customer");
    await expectStatus(await act(world.as.admin, "block", blockedModerator.id, { reason: "Under review", endSessions: false }), 200);

    await expectStatus(await session.get("/api/admin/users"), 200);
    const body = await expectStatus(await act(session, "forceLogout", victim.id), 403);
    expect(body.error).toContain("blocked");
  });

  test("force logout ends the sessions; the account signs in again", async ({ world }) => {
    const target = await world.newTarget("Cleaner");
    const session = await world.newContext();
    await signIn(session, target.email, target.password);
    await expectStatus(await act(world.as.moderator, "forceLogout", target.id, { reason: "Shared device" }), 200);
    expect(await sessionOf(session)).toEqual({});
    expect(await world.lookup(target.email)).toMatchObject({ status: "active" });
    await signIn(await world.newContext(), target.email, target.password);
  });

  test("a role change ends the sessions; the next sign-in has the new permissions", async ({ world }) => {
    const target = await world.newTarget("Customer");
    const session = await world.newContext();
    await signIn(session, target.email, target.password);
    await expectStatus(await setRole(world.as.admin, target.id, "Moderator"), 200);
    await expectStatus(await session.get("/api/admin/users"), 401);

    const again = await world.newContext();
    await signIn(again, target.email, target.password);
    expect((await sessionOf(again)).user).toMatchObject({ role: "Moderator" });
    await expectStatus(await again.get("/api/admin/users"), 200);
  });

  test("blocking again changes the reason; unblocking an active account answers 409", async ({ world }) => {
    const target = await world.newTarget("Customer");
    await expectStatus(await act(world.as.admin, "block", target.id, { reason: "First reason" }), 200);
    const second = await expectStatus(await act(world.as.admin, "block", target.id, { reason: "Second reason" }), 200);
    expect(second.user).toMatchObject({ status: "blocked", blockedReason: "Second reason" });
    await expectStatus(await act(world.as.admin, "unblock", target.id), 200);
    const conflict = await expectStatus(await act(world.as.admin, "unblock", target.id), 409);
    expect(conflict.error).toContain("already active");
  });
});

test.describe("bad input", () => {
  test("answers 400 with field messages, 404 for unknown or malformed ids, 415 for non-JSON", async ({ world }) => {
    const target = await world.newTarget("Customer");
    const admin = world.as.admin;
    expect((await expectStatus(await act(admin, "block", target.id, {}), 400)).fieldErrors).toMatchObject({ reason: expect.any(String) });
    expect((await expectStatus(await act(admin, "block", target.id, { reason: "no" }), 400)).fieldErrors).toMatchObject({ reason: expect.any(String) });
    expect((await expectStatus(await act(admin, "block", target.id, { reason: "Fine reason", endSessions: "yes" }), 400)).fieldErrors).toMatchObject({
      endSessions: expect.any(String),
    });
    expect((await expectStatus(await act(admin, "forceLogout", target.id, { reason: "x".repeat(501) }), 400)).fieldErrors).toMatchObject({
      reason: expect.any(String),
    });
    expect((await expectStatus(await setRole(admin, target.id, "Owner"), 400)).fieldErrors).toMatchObject({ role: expect.any(String) });
    await expectStatus(await admin.post(`/api/admin/users/${target.id}/block`, { data: "reason=spam", headers: { "content-type": "text/plain" } }), 415);
    await expectStatus(await admin.post(`/api/admin/users/${target.id}/block`, { data: "{not json", headers: { "content-type": "application/json" } }), 400);

    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "%27%3B--"]) {
      for (const action of ["block", "forceLogout", "unblock"] as const) await expectStatus(await act(admin, action, id), 404);
      await expectStatus(await setRole(admin, id, "Cleaner"), 404);
    }
    expect(await world.lookup(target.email)).toMatchObject({ status: "active", role: "Customer" });
  });

  test("the list refuses a page size over 100 and unknown filters", async ({ world }) => {
    const admin = world.as.admin;
    expect((await expectStatus(await admin.get("/api/admin/users?pageSize=101"), 400)).fieldErrors).toMatchObject({ pageSize: expect.any(String) });
    expect((await expectStatus(await admin.get("/api/admin/users?role=Owner&status=gone"), 400)).fieldErrors).toMatchObject({
      role: expect.any(String),
      status: expect.any(String),
    });
  });
});

test.describe("the user list", () => {
  test("searches by email or name, filters, pages newest first, and says what the viewer may do", async ({ world }) => {
    const token = randomBytes(4).toString("hex");
    const lastName = `Lee${token}`;
    const customer = await world.newTarget("Customer", lastName);
    const moderator = await world.newTarget("Moderator", lastName);
    const cleaner = await world.newTarget("Cleaner", lastName);
    await expectStatus(await act(world.as.admin, "block", cleaner.id, { reason: "Filter check", endSessions: false }), 200);

    const list = async (viewer: APIRequestContext, query: string) =>
      (await expectStatus(await viewer.get(`/api/admin/users?${query}`), 200)) as unknown as { items: UserItem[]; total: number; page: number; pageSize: number };

    const all = await list(world.as.moderator, `q=${lastName.toUpperCase()}`);
    expect(all.total).toBe(3);
    expect(all.items.map((item) => item.id)).toEqual([cleaner.id, moderator.id, customer.id]);
    expect(JSON.stringify(all)).not.toMatch(/password|sessionVersion/i);

    const [asModeratorCleaner, asModeratorModerator, asModeratorCustomer] = all.items;
    expect(asModeratorCustomer?.allowedActions).toEqual({ block: true, unblock: false, forceLogout: true, changeRoleTo: [] });
    expect(asModeratorCleaner?.allowedActions).toEqual({ block: true, unblock: true, forceLogout: true, changeRoleTo: [] });
    expect(asModeratorModerator?.allowedActions).toEqual({ block: false, unblock: false, forceLogout: false, changeRoleTo: [] });
    const asAdmin = await list(world.as.admin, `q=${lastName}&role=Moderator`);
    expect(asAdmin.items.map((item) => [item.id, item.allowedActions.changeRoleTo])).toEqual([[moderator.id, ["Cleaner", "Customer"]]]);

    expect((await list(world.as.admin, `q=${encodeURIComponent(customer.email.toUpperCase())}`)).items.map((item) => item.id)).toEqual([customer.id]);
    expect((await list(world.as.admin, `q=${lastName}&status=blocked`)).items.map((item) => item.id)).toEqual([cleaner.id]);
    expect((await list(world.as.admin, `q=L_e${token}`)).total).toBe(0);

    const page2 = await list(world.as.admin, `q=${lastName}&page=2&pageSize=2`);
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((item) => item.id)).toEqual([customer.id]);
  });
});
