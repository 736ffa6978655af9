/**
 * Test databases. Every call gives a fresh, migrated database of its own: an in-memory PGlite,
 * or, when TEST_DATABASE_URL is set, a new database on that PostgreSQL server that is dropped
 * when the test closes it.
 */
import { randomBytes } from "node:crypto";
import { readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { openDatabase, type DatabaseDriver, type DatabaseHandle } from "../../platform/db/client";
import { runMigrations } from "../../platform/db/migrate";
import { seedBase } from "../seed-base";
import { hireCrew } from "./crew";

export interface TestDatabase extends DatabaseHandle {
  /** A connection string to this same database (PostgreSQL only), for a second process. */
  readonly url?: string;
}

/** The drivers integration tests run on here: always PGlite, and PostgreSQL when configured. */
export function testDrivers(): DatabaseDriver[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export async function createTestDatabase(driver: DatabaseDriver, options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const seed = options.seed ?? true;
  if (driver === "pglite") return pgliteFromTemplate(seed);
  return migrated(await createPostgresDatabase(), seed);
}

async function migrated(handle: TestDatabase, seed: boolean): Promise<TestDatabase> {
  await runMigrations(handle);
  if (seed) {
    await seedBase(handle.db);
    await hireCrew(handle.db);
  }
  return handle;
}

/**
 * A PGlite database copied from this Jest run's migrated one. Starting PGlite from nothing runs
 * initdb, which on a busy two-core machine takes seconds per test file; a copy takes a fraction.
 * The first file of a run that needs a template makes it (two workers may both do so; the rename
 * makes either copy whole), and jest.global-setup.mjs gives the run its own directory, so a
 * template never outlives a change to the migrations or the seed. Outside Jest: a plain database.
 */
async function pgliteFromTemplate(seed: boolean): Promise<TestDatabase> {
  const directory = process.env.BB_TEST_TEMPLATE_DIR;
  if (!directory) return migrated(await openDatabase({ dataDir: "memory://" }), seed);
  const file = join(directory, seed ? "seeded.tar" : "empty.tar");
  const saved = await readFile(file).catch(() => null);
  if (saved) return openDatabase({ dataDir: "memory://", startFrom: new Blob([saved]) });
  const handle = await migrated(await openDatabase({ dataDir: "memory://" }), seed);
  const snapshot = await handle.snapshot?.();
  if (snapshot) {
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
    await rename(partial, file);
  }
  return handle;
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
