/**
 * The lock's rules in one process (the crash tests run real processes): one holder among
 * simultaneous takers, a crashed holder's lock taken over once, a live or unknowable holder
 * never displaced, and a file we did not write never guessed at.
 */
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { lockFile } from "./data-dir";
import { acquireDataDirLock, DataDirLockedError, DataDirLockError, type DataDirLock, type LockRecord } from "./data-dir-lock";
import { currentProcessIdentity } from "./process-liveness";
import { freshDataDirPerTest } from "./testing/fresh-data-dir";

const dataDir = freshDataDirPerTest("bb-lock-");

function record(overrides: Partial<LockRecord>): LockRecord {
  return { ...currentProcessIdentity(), nonce: "f".repeat(32), command: "server.mjs", since: "2026-11-26T08:00:00.000Z", ...overrides };
}

async function writeLock(holder: LockRecord): Promise<void> {
  await writeFile(lockFile(dataDir()), `${JSON.stringify(holder)}\n`);
}

async function settle(attempts: Promise<DataDirLock>[]): Promise<{ held: DataDirLock[]; refused: unknown[] }> {
  const results = await Promise.allSettled(attempts);
  return {
    held: results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : [])),
    refused: results.flatMap((result) => (result.status === "rejected" ? [result.reason as unknown] : [])),
  };
}

const onLinux = existsSync("/proc/self/stat");
const linuxIt = onLinux ? it : it.skip;

describe("the data directory lock", () => {
  it("gives the directory to exactly one of many simultaneous takers and names it to the others", async () => {
    const { held, refused } = await settle(Array.from({ length: 8 }, () => acquireDataDirLock(dataDir())));
    expect(held).toHaveLength(1);
    expect(refused).toHaveLength(7);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(DataDirLockedError);
      expect((reason as Error).message).toContain(`is in use by process ${process.pid}`);
      expect((reason as Error).message).toContain(lockFile(dataDir()));
    }
    await held[0]?.release();
    expect(existsSync(lockFile(dataDir()))).toBe(false);
    // Nothing left behind but what the holder took and gave back.
    const again = await acquireDataDirLock(dataDir());
    await again.release();
  });

  linuxIt("takes over the lock of a holder that has gone (its pid now another process's), once among many takers", async () => {
    // Our own pid with another start time: the pid was reused, its holder is gone.
    await writeLock(record({ startTime: 1 }));
    const { held, refused } = await settle(Array.from({ length: 6 }, () => acquireDataDirLock(dataDir())));
    expect(held).toHaveLength(1);
    expect(refused.every((reason) => reason instanceof DataDirLockedError)).toBe(true);
    const written = JSON.parse(await readFile(lockFile(dataDir()), "utf8")) as LockRecord;
    expect(written.nonce).toBe(held[0]?.record.nonce);
    // No draft or takeover marker is left behind.
    expect(await readdir(dataDir())).toEqual(["pglite.lock"]);
    await held[0]?.release();
  });

  it("never takes over a live holder, nor one on another host", async () => {
    await writeLock(record({}));
    await expect(acquireDataDirLock(dataDir())).rejects.toThrow(`is in use by process ${process.pid}`);
    await writeLock(record({ host: `${hostname()}-elsewhere`, pid: 1 }));
    await expect(acquireDataDirLock(dataDir())).rejects.toThrow(`on host ${hostname()}-elsewhere`);
    expect(JSON.parse(await readFile(lockFile(dataDir()), "utf8"))).toMatchObject({ host: `${hostname()}-elsewhere` });
  });

  it("refuses a lock file it did not write, and leaves it for a person to judge", async () => {
    await writeFile(lockFile(dataDir()), "locked by ops, do not start\n");
    await expect(acquireDataDirLock(dataDir())).rejects.toThrow(DataDirLockError);
    expect(await readFile(lockFile(dataDir()), "utf8")).toBe("locked by ops, do not start\n");
  });

  it("releases only its own lock, and only once", async () => {
    const lock = await acquireDataDirLock(dataDir());
    await writeLock(record({ nonce: "a".repeat(32) }));
    await lock.release();
    expect(existsSync(lockFile(dataDir()))).toBe(true);
    await lock.release();
  });
});
