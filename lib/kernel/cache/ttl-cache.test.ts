import { createTtlCache, type Loaded } from "./ttl-cache";

const after = <T>(value: T, ttlMs: number): Promise<Loaded<T>> => Promise.resolve({ value, ttlMs });

describe("createTtlCache", () => {
  it("keeps each key's value for the ttl its load gave, then loads again", async () => {
    let clock = 1_000;
    const cache = createTtlCache<string>({ now: () => clock });
    const load = jest.fn((previous: string | undefined) => after(`v${previous ? Number(previous.slice(1)) + 1 : 1}`, 5_000));
    expect(await cache.get("settings", load)).toBe("v1");
    clock = 5_999;
    expect(await cache.get("settings", load)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);
    clock = 6_000;
    expect(await cache.get("settings", load)).toBe("v2");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("gives callers who ask during a load that one load's answer", async () => {
    const cache = createTtlCache<number>();
    let finish!: (loaded: Loaded<number>) => void;
    const load = jest.fn(() => new Promise<Loaded<number>>((resolve) => (finish = resolve)));
    const first = cache.get("maintenance", load);
    const second = cache.get("maintenance", load);
    finish({ value: 42, ttlMs: 1_000 });
    expect(await Promise.all([first, second])).toEqual([42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps nothing from a load that fails, so the next caller loads again", async () => {
    const cache = createTtlCache<string>();
    const failing = jest.fn(() => Promise.reject(new Error("database unreachable")));
    await expect(cache.get("settings", failing)).rejects.toThrow("database unreachable");
    expect(await cache.get("settings", () => after("fresh", 1_000))).toBe("fresh");
  });

  it("keeps keys apart and forgets all of them on clear", async () => {
    const cache = createTtlCache<string>();
    expect(await cache.get("a", () => after("A", 60_000))).toBe("A");
    expect(await cache.get("b", () => after("B", 60_000))).toBe("B");
    expect(await cache.get("a", () => after("other", 60_000))).toBe("A");
    cache.clear();
    expect(await cache.get("a", () => after("A2", 60_000))).toBe("A2");
  });
});
