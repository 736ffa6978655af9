import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { openPgliteDataDir } from "./pglite-open";
import { dumpOpenPglite } from "./backup";

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
  /** The embedded database only: a consistent pg_dump, taken while it stays open and in use. */
  readonly dumpOnline?: () => Promise<string>;
  /** The embedded database only: its whole data directory as a tarball, for `startFrom`. */
  readonly snapshot?: () => Promise<Blob>;
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
  /**
   * A `memory://` database only: start from a snapshot instead of an empty cluster. Tests open
   * hundreds of databases; copying a migrated one skips initdb and the migrations.
   */
  startFrom?: Blob;
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
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.maxConnections ?? 10, options.timeouts) : openPglite(options.dataDir, options.startFrom);
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

/** The embedded database, opened only under its directory's lock (lib/platform/db/pglite-open.ts). */
async function openPglite(dataDir: string, startFrom: Blob | undefined): Promise<DatabaseHandle> {
  const { drizzle } = await import("drizzle-orm/pglite");
  const { client, close } = await openPgliteDataDir(dataDir, startFrom);
  const db = drizzle(client, { schema });
  return {
    db,
    driver: "pglite",
    async listen(channel, handler) {
      // PGlite's listen resolves only once the LISTEN statement ran; it must be awaited.
      return client.listen(channel, handler);
    },
    dumpOnline: () => dumpOpenPglite(client),
    snapshot: () => client.dumpDataDir("none"),
    close,
  };
}
