/**
 * One session read per request: the admin layout, the page's own guard and the header all ask
 * for the signed-in user while one page renders, and the database is asked once.
 *
 * Pages render with React's server build, where cache() keeps results in the request's cache
 * that Next's renderer installs. The test takes cache() from that build and installs such a
 * cache the same way, once per simulated request.
 */
import { createTestUser } from "@/lib/account/test-support";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { getSessionUser, requireUser } from "@/lib/auth/session";
import { requireAdminPage } from "./admin-access";
import { authSecretBeforeAll, sessionCookieFor } from "./session-test-support";

/** React's server build, where cache() keeps results in the request's cache. */
function mockServerReact(): unknown {
  const { join } = jest.requireActual<typeof import("node:path")>("node:path");
  return jest.requireActual(join(process.cwd(), "node_modules/react/cjs/react.react-server.development.js"));
}
// The rest of React stays the build that next/navigation needs; cache() is the server's.
jest.mock("react", () => ({ ...jest.requireActual("react"), cache: (mockServerReact() as typeof import("react")).cache }));

let mockCookie = "";
jest.mock("next/headers", () => ({ headers: async () => new Headers({ cookie: mockCookie }) }));

const mockSessionReads = { count: 0 };
jest.mock("@/lib/auth/session-records", () => {
  const actual = jest.requireActual<typeof import("@/lib/auth/session-records")>("@/lib/auth/session-records");
  return {
    ...actual,
    checkSession: (...args: Parameters<typeof actual.checkSession>) => {
      mockSessionReads.count += 1;
      return actual.checkSession(...args);
    },
  };
});

interface CacheDispatcher {
  getCacheForType<T>(create: () => T): T;
  cacheSignal(): AbortSignal | null;
}
type ServerInternals = { A: CacheDispatcher | null };

/** Runs `render` as one request: a fresh cache, as Next's renderer gives every request. */
async function asOneRequest<T>(render: () => Promise<T>): Promise<T> {
  const internals = (mockServerReact() as { __SERVER_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: ServerInternals })
    .__SERVER_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  const caches = new Map<unknown, unknown>();
  internals.A = {
    getCacheForType<C>(create: () => C): C {
      if (!caches.has(create)) caches.set(create, create());
      return caches.get(create) as C;
    },
    cacheSignal: () => null,
  };
  try {
    return await render();
  } finally {
    internals.A = null;
  }
}

describe.each(testDrivers())("the session read of one request on %s", (driver) => {
  const { db } = useTestDatabase(driver, { seed: false, install: true });

  authSecretBeforeAll("session-per-request-test-secret-0123456789abcdef");
  beforeAll(async () => {
    mockCookie = await sessionCookieFor(db, await createTestUser(db, { role: "Admin" }));
  });

  beforeEach(() => {
    mockSessionReads.count = 0;
  });

  it("reads the session once for the layout, the page guard and the header of an admin page", async () => {
    const user = await asOneRequest(async () => {
      await requireAdminPage("adminPanel.open"); // app/admin/layout.tsx
      const viewer = await requireAdminPage("operations.view"); // the page itself
      await getSessionUser(); // the header's avatar
      await requireUser();
      return viewer;
    });
    expect(user.role).toBe("Admin");
    expect(mockSessionReads.count).toBe(1);
  });

  it("reads it again for the next request: nothing is kept between requests", async () => {
    await asOneRequest(() => getSessionUser());
    await asOneRequest(() => getSessionUser());
    expect(mockSessionReads.count).toBe(2);
  });
});
