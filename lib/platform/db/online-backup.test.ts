/**
 * A backup of the running site without stopping it (issue #25 H1): `npm run db:backup` asks the
 * process holding DATA_DIR for the dump, over a local socket and with the token it wrote. Real
 * processes for the whole path, the endpoint's guards in this process.
 */
import { request } from "node:http";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createLogger } from "@/lib/platform/log/logger";
import { restoreDataDir } from "./backup";
import { openDatabase } from "./client";
import { backupSocket, backupTokenFile } from "./data-dir";
import { startOnlineBackupEndpoint } from "./online-backup-server";
import { rowsOf } from "./raw";
import { openOutcome, runTsx, startDataDirChild } from "./testing/child-processes";
import { freshDataDirPerTest } from "./testing/fresh-data-dir";

jest.setTimeout(240_000);

const dataDir = freshDataDirPerTest("bb-online-");

function post(dir: string, token: string, method = "POST"): Promise<{ status: number | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: backupSocket(dir), path: "/backup", method, headers: { authorization: `Bearer ${token}` } }, (res) => {
      let body = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the online backup endpoint", () => {
  it("answers only the token it wrote, over a socket only its owner can open, and leaves nothing on closing", async () => {
    const dump = jest.fn(async () => "-- PostgreSQL database dump\n");
    const endpoint = await startOnlineBackupEndpoint({ dataDir: dataDir(), dump, logger: createLogger(undefined, "silent") });
    const token = (await readFile(backupTokenFile(dataDir()), "utf8")).trim();
    expect((await stat(backupTokenFile(dataDir()))).mode & 0o777).toBe(0o600);
    expect((await stat(backupSocket(dataDir()))).mode & 0o777).toBe(0o600);

    expect((await post(dataDir(), "0".repeat(64))).status).toBe(401);
    expect((await post(dataDir(), "")).status).toBe(401);
    expect((await post(dataDir(), token, "GET")).status).toBe(405);
    expect(dump).not.toHaveBeenCalled();
    expect(await post(dataDir(), token)).toEqual({ status: 200, body: "-- PostgreSQL database dump\n" });

    await endpoint.close();
    await expect(stat(backupSocket(dataDir()))).rejects.toThrow("ENOENT");
    await expect(stat(backupTokenFile(dataDir()))).rejects.toThrow("ENOENT");
  });
});

describe("npm run db:backup while the database is in use", () => {
  it("gets a consistent dump from the running process while it keeps writing, and the dump restores whole", async () => {
    const holder = startDataDirChild(dataDir(), { serveBackups: true });
    const { pid } = await holder.next("ready");
    holder.send("write 100");
    await holder.next("written");

    holder.send("write 200");
    const target = path.join(dataDir(), "backups", "online.sql");
    const backup = await runTsx("scripts/db-backup.ts", [target], { DATA_DIR: dataDir() }).exited;
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`taken by the running server (process ${pid})`);
    expect((await stat(target)).mode & 0o777).toBe(0o600);
    // The site went on writing through the backup.
    expect((await holder.next("written")).count).toBe(300);

    const restored = await mkdtemp(path.join(tmpdir(), "bb-online-restored-"));
    try {
      await restoreDataDir(restored, await readFile(target, "utf8"), { replace: false });
      const handle = await openDatabase({ dataDir: restored });
      try {
        const [row] = rowsOf<{ rows: number; last: number }>(await handle.db.execute(sql`select count(*)::int as rows, max(n)::int as last from crash_probe`));
        // One snapshot: every row up to the last one it saw, between the two write batches' ends.
        expect(row?.rows).toBeGreaterThanOrEqual(100);
        expect(row?.rows).toBeLessThanOrEqual(300);
        expect(row?.rows).toBe(row?.last);
      } finally {
        await handle.close();
      }
    } finally {
      await rm(restored, { recursive: true, force: true });
    }
    holder.send("close");
    expect((await holder.exited).code).toBe(0);
  });

  it("refuses db:restore while the database is open, and says so when the holder answers no backups", async () => {
    const holder = startDataDirChild(dataDir());
    const { pid } = await holder.next("ready");
    holder.send("write 10");
    await holder.next("written");

    const backup = await runTsx("scripts/db-backup.ts", [path.join(dataDir(), "never.sql")], { DATA_DIR: dataDir() }).exited;
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain(`is in use by process ${pid}`);
    expect(backup.stderr).toContain("does not answer backup requests");

    const dumpFile = path.join(dataDir(), "earlier.sql");
    await writeFile(dumpFile, "-- PostgreSQL database dump\n");
    const restore = await runTsx("scripts/db-restore.ts", [dumpFile, "--replace"], { DATA_DIR: dataDir() }).exited;
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain(`is in use by process ${pid}`);

    holder.send("count");
    expect((await holder.next("count")).count).toBe(10);
    holder.send("close");
    expect((await holder.exited).code).toBe(0);
    // Given up on a clean close: the next opener gets in at once.
    const next = await openOutcome(startDataDirChild(dataDir()));
    expect(next).toMatchObject({ opened: true, count: 10 });
  });
});
