import { HEADER_USER_CACHE_KEY, HEADER_USER_CACHE_TTL_MS, readHeaderUserCache, writeHeaderUserCache, type HeaderUser } from "./header-user-cache";

class MemoryStorage {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

const maya: HeaderUser = { id: "u1", firstName: "Maya", lastName: "Chen", email: "maya@example.test", role: "Customer", profilePictureUrl: null };
const NOW = 1_790_000_000_000;

function storage(): Storage {
  return new MemoryStorage() as unknown as Storage;
}

describe("the header user cache", () => {
  it("gives back what was written, with the initials", () => {
    const store = storage();
    writeHeaderUserCache(store, maya, NOW);
    expect(readHeaderUserCache(store, NOW + 1000)).toEqual({ user: maya, initials: "MC", timestamp: NOW });
  });

  it("forgets entries older than a day, and entries from the future", () => {
    const store = storage();
    writeHeaderUserCache(store, maya, NOW);
    expect(readHeaderUserCache(store, NOW + HEADER_USER_CACHE_TTL_MS + 1)).toBeNull();
    expect(readHeaderUserCache(store, NOW - 1)).toBeNull();
  });

  it.each([
    ["not JSON", "{"],
    ["an unknown role", JSON.stringify({ user: { ...maya, role: "Owner" }, initials: "MC", timestamp: NOW })],
    ["a missing name", JSON.stringify({ user: { ...maya, firstName: undefined }, initials: "MC", timestamp: NOW })],
    ["a numeric picture", JSON.stringify({ user: { ...maya, profilePictureUrl: 5 }, initials: "MC", timestamp: NOW })],
    ["no timestamp", JSON.stringify({ user: maya, initials: "MC" })],
  ])("ignores an entry with %s", (_what, raw) => {
    const store = storage();
    store.setItem(HEADER_USER_CACHE_KEY, raw);
    expect(readHeaderUserCache(store, NOW)).toBeNull();
  });

  it("clears the entry on sign-out", () => {
    const store = storage();
    writeHeaderUserCache(store, maya, NOW);
    writeHeaderUserCache(store, null, NOW);
    expect(store.getItem(HEADER_USER_CACHE_KEY)).toBeNull();
  });
});
