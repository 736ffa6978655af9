import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { z } from "zod";
import type { Database } from "@/lib/platform/db";
import { MIGRATIONS_FOLDER } from "@/lib/platform/db/migrate";
import { rowsOf } from "@/lib/platform/db/raw";

/** A check that has not answered by then counts as failed: a proxy must not wait on a hung host. */
export const READINESS_TIMEOUT_MS = 2_000;

export type CheckState = "ok" | "unavailable";

export interface Readiness {
  ready: boolean;
  database: CheckState;
  /** "pending" when the database lacks a migration this build ships. */
  migrations: "ok" | "pending" | "unavailable";
  /** "not-listening" before the hub's LISTEN/NOTIFY subscription started or once shutdown began. */
  eventBus: "ok" | "not-listening";
}

export interface ReadinessSources {
  db: () => Promise<Database>;
  /** Whether this process's event bus is subscribed (the hub would get no events otherwise). */
  eventBusListening: () => Promise<boolean>;
  migrationsFolder?: string;
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} did not answer in time`)), READINESS_TIMEOUT_MS).unref()),
  ]);
}

const shipped = new Map<string, number>();

/** The newest migration this build ships, by drizzle-kit's timestamp (what its migrator compares). */
function newestShippedMigration(folder: string): number {
  let newest = shipped.get(folder);
  if (newest === undefined) {
    // The files do not change under a running build; read (and hash) them once.
    newest = Math.max(0, ...readMigrationFiles({ migrationsFolder: folder }).map((migration) => migration.folderMillis));
    shipped.set(folder, newest);
  }
  return newest;
}

const appliedRowSchema = z.object({ newest: z.coerce.number().nullable() });

/** drizzle's migrator records each applied migration's timestamp in drizzle.__drizzle_migrations. */
async function migrationsApplied(db: Database, folder: string): Promise<boolean> {
  const result = await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
  const row = appliedRowSchema.parse(rowsOf<unknown>(result)[0] ?? { newest: null });
  return row.newest !== null && row.newest >= newestShippedMigration(folder);
}

/**
 * Whether this host should get traffic: the database answers, it has every migration this build
 * ships (a host started on a newer build than the database must not serve), and the event bus
 * listens (otherwise its hub connections would never hear a logout).
 */
export async function checkReadiness(sources: ReadinessSources): Promise<Readiness> {
  const folder = sources.migrationsFolder ?? MIGRATIONS_FOLDER;
  let database: CheckState = "unavailable";
  let migrations: Readiness["migrations"] = "unavailable";
  try {
    const db = await withTimeout(sources.db(), "the database");
    await withTimeout(db.execute(sql`select 1`), "the database");
    database = "ok";
    migrations = (await withTimeout(migrationsApplied(db, folder), "the migrations table")) ? "ok" : "pending";
  } catch {
    // Reported through the states above; the route logs the failure.
  }
  const listening = await sources.eventBusListening().catch(() => false);
  const eventBus = listening ? "ok" : "not-listening";
  return { ready: database === "ok" && migrations === "ok" && eventBus === "ok", database, migrations, eventBus };
}
