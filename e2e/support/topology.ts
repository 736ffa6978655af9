/**
 * Two production hosts on one fresh PostgreSQL database behind the shipped nginx site, as
 * docs/operations.md#several-hosts deploys them: the multi-host browser tests and
 * `npm run bench:load -- --two-hosts` (or `--one-host`) start it. Every process is started
 * here and stopped by `stop()`; the database is dropped at the end.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import postgres from "postgres";
import { nginxBinary, startNginx, type RunningNginx } from "./nginx";
import { freePort, newDataDir, ROOT, startServer, stopServer, type RunningServer } from "./server-process";

/** Where a fresh database is created; the machine's PostgreSQL by default. */
export const ADMIN_DATABASE_URL = process.env.MULTI_HOST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface Host {
  /** The host's own address (not through nginx): metrics and readiness are read here. */
  url: string;
  port: number;
  dataDir: string;
  server: RunningServer;
}

export interface Topology {
  /** The public address: nginx in front of the hosts (or the one host with `--one-host`). */
  url: string;
  hosts: Host[];
  nginx: RunningNginx | null;
  databaseUrl: string;
  databaseName: string;
  metricsToken: string;
  /** The environment every host was started with (a restarted host gets the same). */
  hostEnv: Record<string, string>;
  stop(): Promise<void>;
}

/** Why the topology cannot run here (no nginx, no PostgreSQL), or null when it can. */
export async function topologyUnavailable(withNginx: boolean): Promise<string | null> {
  if (withNginx && !nginxBinary()) return "nginx is not installed (scripts/ensure-nginx.sh installs it)";
  const sql = postgres(ADMIN_DATABASE_URL, { max: 1, connect_timeout: 3, onnotice: () => undefined });
  try {
    await sql`select 1`;
    return null;
  } catch (error) {
    return `PostgreSQL is not reachable at ${ADMIN_DATABASE_URL.replace(/\/\/[^@]*@/, "//")}: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

function databaseUrlFor(name: string): string {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `npm run db:seed -- --demo` against the new database: migrations, catalog and demo accounts. */
function seed(databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/db-seed.ts", "--demo"], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "development", DATABASE_URL: databaseUrl, LOG_LEVEL: "warn", DEMO: "" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`seeding failed (${code}): ${stderr}`))));
  });
}

/**
 * Creates the database, seeds it, starts `hostCount` production hosts and (unless
 * `withNginx` is false) nginx in front of them. Resolves when every part answers.
 */
export async function startTopology(options: { hostCount?: number; withNginx?: boolean; env?: Record<string, string> } = {}): Promise<Topology> {
  const hostCount = options.hostCount ?? 2;
  const withNginx = options.withNginx ?? true;
  const databaseName = `bb_multihost_${Date.now()}_${process.pid}`;
  const admin = postgres(ADMIN_DATABASE_URL, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database "${databaseName}"`);
  const databaseUrl = databaseUrlFor(databaseName);
  const hosts: Host[] = [];
  let nginx: RunningNginx | null = null;

  const stop = async () => {
    await nginx?.stop();
    await Promise.all(hosts.map((host) => stopServer(host.server)));
    if (!process.env.E2E_KEEP_DATA) {
      for (const host of hosts) await rm(host.dataDir, { recursive: true, force: true });
      if (nginx) await rm(nginx.prefix, { recursive: true, force: true });
      await admin.unsafe(`drop database if exists "${databaseName}" with (force)`);
    }
    await admin.end({ timeout: 2 });
  };

  try {
    await seed(databaseUrl);
    const publicPort = withNginx ? await freePort() : 0;
    const metricsToken = randomBytes(24).toString("hex");
    const hostEnv: Record<string, string> = {
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      DEMO: "false",
      // Shared by every host, as deploy/env.example says: sessions and gift-card codes work on all.
      AUTH_SECRET: randomBytes(48).toString("base64"),
      GIFT_CARD_KEY: randomBytes(32).toString("hex"),
      ACCESS_CODE_KEY: randomBytes(32).toString("hex"),
      METRICS_TOKEN: metricsToken,
      TRUST_PROXY: withNginx ? "true" : "false",
      HOSTNAME: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...(withNginx ? { PUBLIC_URL: `http://127.0.0.1:${publicPort}` } : {}),
      ...options.env,
    };
    // One after the other: start-up applies migrations and asks for housekeeping, and the two
    // cores of a small machine are better spent on one Next start at a time.
    for (let index = 0; index < hostCount; index += 1) {
      const port = await freePort();
      const env = withNginx ? hostEnv : { ...hostEnv, PUBLIC_URL: `http://127.0.0.1:${port}` };
      const dataDir = await newDataDir();
      const server = await startServer({ port, dataDir, env: { ...env, PORT: String(port) } });
      hosts.push({ url: `http://127.0.0.1:${port}`, port, dataDir, server });
    }
    if (withNginx) {
      const binary = nginxBinary();
      if (!binary) throw new Error("nginx is not installed");
      nginx = await startNginx(binary, { upstreams: hosts.map((host) => `127.0.0.1:${host.port}`), listen: `127.0.0.1:${publicPort}` });
    }
    const url = nginx?.url ?? hosts[0]!.url;
    return { url, hosts, nginx, databaseUrl, databaseName, metricsToken, hostEnv, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
