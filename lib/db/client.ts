import path from "node:path";
import { mkdirSync } from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = "pglite" | "postgres";
export type NotificationHandler = (payload: string) => void;

/** One open database: the Drizzle instance plus what Drizzle does not cover (notifications, closing). */
export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: DatabaseDriver;
  /** Subscribes to a Postgres notification channel; resolves once the subscription is active. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Directory of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** Largest number of pooled PostgreSQL connections. */
  maxConnections?: number;
  /** PostgreSQL only; none when left out (scripts such as a backup may run long). */
  timeouts?: PostgresTimeouts;
}

/**
 * How long PostgreSQL may keep a request waiting (docs/operations.md, "Database timeouts"): a
 * statement, a transaction left idle while holding its locks, and opening a connection. All
 * below the reverse proxy's 30 s, so a stalled database is an answer, not a hung request.
 */
export interface PostgresTimeouts {
  statementMs: number;
  idleInTransactionMs: number;
  connectSeconds: number;
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite database. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.maxConnections ?? 10, options.timeouts) : openPglite(options.dataDir);
}

async function openPostgres(url: string, max: number, timeouts: PostgresTimeouts | undefined): Promise<DatabaseHandle> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  // Sent as start-up parameters, so every pooled connection (a reconnect too) has them.
  const limits = timeouts ? { statement_timeout: timeouts.statementMs, idle_in_transaction_session_timeout: timeouts.idleInTransactionMs } : {};
  const sql = postgres(url, {
    max,
    onnotice: () => undefined,
    ...(timeouts ? { connect_timeout: timeouts.connectSeconds } : {}),
    connection: { application_name: "boroughbright", ...limits },
  });
  const db = drizzle(sql, { schema });
  return {
    db,
    driver: "postgres",
    async listen(channel, handler) {
      const subscription = await sql.listen(channel, handler);
      return () => subscription.unlisten();
    },
    close: () => sql.end({ timeout: 5 }),
  };
}

/** Where the embedded database keeps its files inside DATA_DIR (backups and restores use it too). */
export function pgliteDirectory(dataDir: string): string {
  return path.resolve(dataDir, "pglite");
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const inMemory = dataDir.startsWith("memory://");
  const directory = inMemory ? dataDir : pgliteDirectory(dataDir);
  if (!inMemory) mkdirSync(directory, { recursive: true });
  const client = await PGlite.create(directory);
  const db = drizzle(client, { schema });
  return {
    db,
    driver: "pglite",
    async listen(channel, handler) {
      // PGlite's listen resolves only once the LISTEN statement ran; it must be awaited.
      return client.listen(channel, handler);
    },
    close: () => client.close(),
  };
}
