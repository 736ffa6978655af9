/**
 * The one way an integration test gets its database: called in a `describe` body, it opens a
 * fresh migrated database before the block's tests (or before each test) and closes it after.
 * What it returns can be kept in a `const` at once, although the database opens later: every
 * read goes to the database that is open at that moment.
 */
import type { DatabaseDriver } from "../../platform/db/client";
import { closeDatabase, installDatabaseHandle } from "../../platform/db/index";
import { createTestDatabase, type TestDatabase } from "./database";

export interface TestDatabaseOptions {
  /** Load the catalog, prices and settings and hire the crew of four cleaners (default true, ./crew.ts); false gives empty tables. */
  seed?: boolean;
  /** Also make it the process's database, for code that calls getDb() (route handlers, jobs). */
  install?: boolean;
  /** A fresh database for every test instead of one shared by the block. */
  each?: boolean;
}

export function useTestDatabase(driver: DatabaseDriver, options: TestDatabaseOptions = {}): TestDatabase {
  let current: TestDatabase | undefined;
  const open = (): TestDatabase => {
    if (!current) throw new Error("useTestDatabase: the database is open only while the describe block's tests run");
    return current;
  };
  const close = async (): Promise<void> => {
    const handle = current;
    current = undefined;
    if (options.install) await closeDatabase();
    await handle?.close();
  };
  const [before, after] = options.each ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    current = await createTestDatabase(driver, { seed: options.seed });
    // The process's handle must not close the test's database twice: the hook below does it.
    if (options.install) installDatabaseHandle({ ...current, close: async () => undefined });
  });
  after(close);
  return {
    driver,
    db: forwardTo(() => open().db),
    get url() {
      return open().url;
    },
    listen: (channel, handler) => open().listen(channel, handler),
    close,
  };
}

/** An object that stands for whatever `current()` returns when it is used. */
function forwardTo<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = current();
      const value: unknown = Reflect.get(target, key, target);
      // Methods run on the real object; the constructor stays as it is for Drizzle's `is()` checks.
      return typeof value === "function" && key !== "constructor" ? value.bind(target) : value;
    },
    has: (_, key) => Reflect.has(current(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(current()),
  });
}
