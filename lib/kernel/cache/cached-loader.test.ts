import { createCachedLoader, type Loaded } from "./ttl-cache";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("createCachedLoader", () => {
  it("keeps a value for its ttl, then loads again with the previous value at hand", async () => {
    let clock = 0;
    const load = jest.fn(async (key: string, previous: string | undefined): Promise<Loaded<string>> => ({ value: `${key}:${previous ?? "none"}`, ttlMs: 100 }));
    const cache = createCachedLoader({ load, now: () => clock });
    expect(await cache.get("a")).toBe("a:none");
    clock = 99;
    expect(await cache.get("a")).toBe("a:none");
    expect(load).toHaveBeenCalledTimes(1);
    clock = 100;
    expect(await cache.get("a")).toBe("a:a:none");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one load between concurrent callers", async () => {
    const pending = deferred<Loaded<number>>();
    const load = jest.fn(() => pending.promise);
    const cache = createCachedLoader({ load });
    const calls = [cache.get("a"), cache.get("a"), cache.get("a")];
    pending.resolve({ value: 7, ttlMs: 1000 });
    expect(await Promise.all(calls)).toEqual([7, 7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not cache a load that throws", async () => {
    const load = jest.fn<Promise<Loaded<number>>, [string, number | undefined]>().mockRejectedValueOnce(new Error("boom")).mockResolvedValue({ value: 1, ttlMs: 1000 });
    const cache = createCachedLoader({ load });
    await expect(cache.get("a")).rejects.toThrow("boom");
    expect(await cache.get("a")).toBe(1);
  });

  it("drops the oldest key beyond its size limit", async () => {
    const load = jest.fn(async (key: string): Promise<Loaded<string>> => ({ value: key, ttlMs: 1000 }));
    const cache = createCachedLoader({ load, maxEntries: 2 });
    await cache.get("a");
    await cache.get("b");
    await cache.get("c");
    await cache.get("b");
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get("a");
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("forgets everything on clear, even a load still running", async () => {
    const first = deferred<Loaded<string>>();
    const load = jest.fn<Promise<Loaded<string>>, [string, string | undefined]>().mockReturnValueOnce(first.promise).mockResolvedValue({ value: "fresh", ttlMs: 1000 });
    const cache = createCachedLoader({ load });
    const old = cache.get("a");
    cache.clear();
    first.resolve({ value: "old", ttlMs: 1000 });
    expect(await old).toBe("old");
    expect(await cache.get("a")).toBe("fresh");
  });
});
