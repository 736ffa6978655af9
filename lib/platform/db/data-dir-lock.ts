/**
 * One process per embedded database (docs/operations.md, "One process per data directory").
 * PGlite has no lock of its own: a second process opening the same directory corrupts it
 * (issue #25 H1). Every opener takes this lock first and keeps it until it closes.
 *
 * The lock is DATA_DIR/pglite.lock, naming its holder. It is created whole in one step: the
 * record is written to a private file and hard-linked to the lock's name, which fails if the
 * name exists, so two starters can never both succeed and nobody reads a half-written record.
 *
 * A holder killed with SIGKILL leaves its lock behind. The next opener sees the holder is gone
 * and removes that lock, but only while holding a marker file unique to the stale record
 * (created the same exclusive way), and only if the lock still holds that record: a lock taken
 * meanwhile by a live starter is never removed, and of several starters exactly one wins.
 */
import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { z } from "zod";
import { lockFile } from "./data-dir";
import { currentProcessIdentity, livenessOf, type Liveness } from "./process-liveness";

const lockRecordSchema = z.object({
  pid: z.number().int().positive(),
  host: z.string(),
  startTime: z.number().nullable(),
  /** Tells this holding apart from any other, even by the same pid. */
  nonce: z.string().min(16),
  command: z.string(),
  since: z.string(),
});

export type LockRecord = z.infer<typeof lockRecordSchema>;

/** Rounds of create, inspect, take over: more than enough for any real contention. */
const MAX_ROUNDS = 20;
/** A takeover takes milliseconds; one still marked after this was interrupted. */
const TAKEOVER_WAIT_MS = 5_000;
const TAKEOVER_POLL_MS = 25;

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockRecord,
    liveness: Exclude<Liveness, "gone">,
  ) {
    const where = liveness === "unknown-host" ? ` on host ${holder.host} (this machine cannot tell whether it still runs)` : "";
    super(
      `The embedded database in ${dataDir} is in use by process ${holder.pid}${where} (${holder.command}, since ${holder.since}). ` +
        "Only one process may open it at a time: stop that process first. A backup of the running site needs no stop: " +
        `run npm run db:backup, which asks the server for it. If you are certain no process uses this directory, delete ${lockFile(dataDir)}.`,
    );
    this.name = "DataDirLockedError";
  }
}

export class DataDirLockError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DataDirLockError";
  }
}

/** A refusal or a lock problem the operator must see as it is (scripts print only the message). */
export function isDataDirLockError(error: unknown): error is DataDirLockedError | DataDirLockError {
  return error instanceof DataDirLockedError || error instanceof DataDirLockError;
}

export interface DataDirLock {
  readonly record: LockRecord;
  /** Gives the directory up; only the lock this holder took is removed. */
  release(): Promise<void>;
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

async function readRecord(file: string): Promise<LockRecord | null> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT") return null;
    throw error;
  }
  const parsed = lockRecordSchema.safeParse(safeJson(text));
  if (!parsed.success) {
    throw new DataDirLockError(`${file} is not a lock this application wrote. If no process uses its directory, delete it and start again.`);
  }
  return parsed.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Creates the lock holding `record`, whole, or answers false if a lock exists. */
async function tryCreate(file: string, record: LockRecord): Promise<boolean> {
  const draft = `${file}.${record.nonce}.new`;
  await writeFile(draft, `${JSON.stringify(record)}\n`, { mode: 0o644, flag: "wx" });
  try {
    await link(draft, file);
    return true;
  } catch (error) {
    if (errorCode(error) === "EEXIST") return false;
    throw error;
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

/** Removes the lock of a holder that is gone, unless someone else already did (see the top). */
async function removeStaleLock(file: string, stale: LockRecord): Promise<void> {
  const marker = `${file}.takeover-${stale.nonce}`;
  try {
    await writeFile(marker, `${process.pid}\n`, { flag: "wx" });
  } catch (error) {
    if (errorCode(error) !== "EEXIST") throw error;
    await waitForTakeover(marker, file);
    return;
  }
  try {
    const current = await readRecord(file);
    if (current?.nonce === stale.nonce) await unlink(file);
  } finally {
    await unlink(marker).catch(() => undefined);
  }
}

/** Another starter is taking the same stale lock over; its outcome decides the next round. */
async function waitForTakeover(marker: string, file: string): Promise<void> {
  for (let waited = 0; waited < TAKEOVER_WAIT_MS; waited += TAKEOVER_POLL_MS) {
    try {
      await readFile(marker);
    } catch (error) {
      if (errorCode(error) === "ENOENT") return;
      throw error;
    }
    await delay(TAKEOVER_POLL_MS);
  }
  throw new DataDirLockError(
    `A takeover of the stale lock ${file} was interrupted. If no process uses its directory, delete ${file} and ${marker} and start again.`,
  );
}

function describeCommand(): string {
  const script = process.argv[1] ? path.basename(process.argv[1]) : "node";
  return [script, ...process.argv.slice(2)].join(" ").slice(0, 200);
}

/**
 * Takes the embedded database of dataDir for this process, or throws DataDirLockedError naming
 * the process that has it. Call before PGlite opens the directory.
 */
export async function acquireDataDirLock(dataDir: string, now = new Date()): Promise<DataDirLock> {
  const directory = path.resolve(dataDir);
  const file = lockFile(directory);
  await mkdir(directory, { recursive: true });
  const record: LockRecord = {
    ...currentProcessIdentity(),
    nonce: randomBytes(16).toString("hex"),
    command: describeCommand(),
    since: now.toISOString(),
  };
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    if (await tryCreate(file, record)) return heldLock(file, record);
    const holder = await readRecord(file);
    // Released between our attempt and our look: try again.
    if (!holder) continue;
    const liveness = livenessOf(holder);
    if (liveness !== "gone") throw new DataDirLockedError(directory, holder, liveness);
    await removeStaleLock(file, holder);
  }
  throw new DataDirLockError(`Could not take ${file}: other processes keep taking and giving it up. Try again.`);
}

function heldLock(file: string, record: LockRecord): DataDirLock {
  let released = false;
  return {
    record,
    async release() {
      if (released) return;
      released = true;
      // Nobody takes over a live holder's lock, so the file is still ours unless removed by hand.
      const current = await readRecord(file).catch(() => null);
      if (current?.nonce === record.nonce) await unlink(file).catch(() => undefined);
    },
  };
}
