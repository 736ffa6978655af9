import { signOutOfSite } from "./sign-out";

const fetchMock = jest.fn(async (url: string) => {
  if (url === "/api/auth/csrf") return { ok: true, status: 200, json: async () => ({ csrfToken: "token-1" }) };
  if (url === "/api/auth/signout") return { ok: signOutAnswers, status: signOutAnswers ? 200 : 500, json: async () => ({ url: "http://localhost/login" }) };
  return { ok: false, status: 404, json: async () => ({}) };
});
let signOutAnswers = true;

/** The browser's IndexedDB and Cache Storage as far as signing out touches them. */
function phoneStorage() {
  const deleted: string[] = [];
  const cacheNames = new Set(["cabinet-shell", "cabinet-static", "someone-elses-cache"]);
  const indexedDB = {
    deleteDatabase: jest.fn((name: string) => {
      deleted.push(name);
      const request: { onsuccess?: () => void } = {};
      queueMicrotask(() => request.onsuccess?.());
      return request;
    }),
  };
  const caches = { keys: async () => [...cacheNames], delete: async (name: string) => cacheNames.delete(name) };
  Object.assign(globalThis, { indexedDB, caches });
  return { deleted, cacheNames };
}

beforeEach(() => {
  signOutAnswers = true;
  Object.assign(globalThis, { fetch: fetchMock });
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, "indexedDB");
  Reflect.deleteProperty(globalThis, "caches");
});

describe("signOutOfSite", () => {
  it("forgets what the cabinet kept on the phone: the saved jobs' database and the worker's caches, no one else's", async () => {
    const phone = phoneStorage();
    expect(await signOutOfSite("/login")).toBe("http://localhost/login");
    expect(phone.deleted).toEqual(["borough-bright"]);
    expect([...phone.cacheNames]).toEqual(["someone-elses-cache"]);
  });

  it("forgets them even when the server's answer is an error", async () => {
    const phone = phoneStorage();
    signOutAnswers = false;
    await expect(signOutOfSite("/login")).rejects.toThrow("sign-out answered 500");
    expect(phone.deleted).toEqual(["borough-bright"]);
    expect([...phone.cacheNames]).toEqual(["someone-elses-cache"]);
  });

  it("signs out on a browser with neither IndexedDB nor caches", async () => {
    expect(await signOutOfSite("/login")).toBe("http://localhost/login");
  });
});
