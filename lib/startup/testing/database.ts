/**
 * Test databases. Every call gives a fresh, migrated database of its own: an in-memory PGlite,
 * or, when TEST_DATABASE_URL is set, a new database on that PostgreSQL server that is dropped
 * when the test closes it.
 */
import { randomBytes } from "node:crypto";
import { openDatabase, type DatabaseDriver, type DatabaseHandle } from "../../platform/db/client";
import { runMigrations } from "../../platform/db/migrate";
import { seedBase } from "../seed-base";

export interface TestDatabase extends DatabaseHandle {
  /** A connection string to this same database (PostgreSQL only), for a second process. */
  readonly url?: string;
}

/** The drivers integration tests run on here: always PGlite, and PostgreSQL when configured. */
export function testDrivers(): DatabaseDriver[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export async function createTestDatabase(driver: DatabaseDriver, options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const handle = driver === "postgres" ? await createPostgresDatabase() : await plainPglite();
  await runMigrations(handle);
  if (options.seed ?? true) await seedBase(handle.db);
  return handle;
}

async function plainPglite(): Promise<TestDatabase> {
  return openDatabase({ dataDir: "memory://" });
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const { default: postgres } = await import("postgres");
  const name = `bb_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "unused" });
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      const dropper = postgres(serverUrl, { max: 1, onnotice: () => undefined });
      try {
        await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
