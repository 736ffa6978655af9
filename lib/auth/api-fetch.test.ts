import { AUTHENTICATION_FAILED_MESSAGE, INACTIVITY_LIMIT_MS, LAST_ACTIVITY_KEY, SESSION_EXPIRED_MESSAGE, createApiFetch, type ApiFetchEnvironment } from "./api-fetch";

class MemoryStorage implements Storage {
  private values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

/** A server whose session can be valid or gone, counting what the helper asks of it. */
function setup(options: { sessionValid: boolean; firstStatus?: number }) {
  let signedIn = false;
  const calls: string[] = [];
  let refreshes = 0;
  const logouts: string[] = [];
  const storage = new MemoryStorage();
  let now = 1_000_000_000_000;
  let releaseRefresh: () => void = () => undefined;
  const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
  const env: ApiFetchEnvironment = {
    fetch: async (input) => {
      calls.push(String(input));
      const status = signedIn ? 200 : (options.firstStatus ?? 401);
      return new Response(JSON.stringify({ ok: status === 200 }), { status });
    },
    refreshSession: async () => {
      refreshes++;
      await refreshGate;
      signedIn = options.sessionValid;
      return options.sessionValid ? { user: { id: "u1" } } : null;
    },
    logout: async (returnTo) => void logouts.push(returnTo),
    currentPath: () => "/order/42?tab=price",
    storage: () => storage,
    now: () => now,
  };
  return { env, calls, logouts, storage, refreshes: () => refreshes, releaseRefresh, advance: (ms: number) => (now += ms) };
}

describe("createApiFetch", () => {
  it("refreshes once for many concurrent 401s and retries each request", async () => {
    const server = setup({ sessionValid: true });
    const apiFetch = createApiFetch(server.env);
    const pending = Promise.all([apiFetch("/api/orders"), apiFetch("/api/offers/mine"), apiFetch("/api/quote")]);
    server.releaseRefresh();
    const responses = await pending;
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(server.refreshes()).toBe(1);
    expect(server.calls).toHaveLength(6);
    expect(server.logouts).toEqual([]);
  });

  it("logs out and sends the user to login with the current page when the refresh fails", async () => {
    const server = setup({ sessionValid: false });
    server.releaseRefresh();
    const apiFetch = createApiFetch(server.env);
    await expect(apiFetch("/api/orders")).rejects.toThrow(AUTHENTICATION_FAILED_MESSAGE);
    expect(server.logouts).toEqual(["/order/42?tab=price"]);
  });

  it("logs out at once on a 401 from an /auth/ URL, without refreshing", async () => {
    const server = setup({ sessionValid: true });
    const apiFetch = createApiFetch(server.env);
    await expect(apiFetch("/api/auth/session")).rejects.toThrow(AUTHENTICATION_FAILED_MESSAGE);
    expect(server.refreshes()).toBe(0);
    expect(server.logouts).toHaveLength(1);
  });

  it("passes other answers through and records the activity", async () => {
    const server = setup({ sessionValid: true, firstStatus: 404 });
    const apiFetch = createApiFetch(server.env);
    expect((await apiFetch("/api/orders/9")).status).toBe(404);
    expect(server.storage.getItem(LAST_ACTIVITY_KEY)).toBe("1000000000000");
  });

  it("ends a session unused for more than 7 days", async () => {
    const server = setup({ sessionValid: true, firstStatus: 200 });
    const apiFetch = createApiFetch(server.env);
    await apiFetch("/api/orders");
    server.advance(INACTIVITY_LIMIT_MS - 1);
    await apiFetch("/api/orders");
    server.advance(INACTIVITY_LIMIT_MS + 1);
    await expect(apiFetch("/api/orders")).rejects.toThrow(SESSION_EXPIRED_MESSAGE);
    expect(server.logouts).toHaveLength(1);
    expect(server.calls).toHaveLength(2);
  });
});
